import { fileURLToPath } from 'node:url';

// This module must stay directly under src/: esbuild bundles everything into dist/main.js, which is
// also one level under apps/server, so the same relative URLs hold from source and from the bundle.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));
/** The sandbox vendor's static games (plain HTML, CSS and JS modules), served under /sandbox/. */
export const SANDBOX_GAMES_DIR = fileURLToPath(new URL('../sandbox-games', import.meta.url));
/** The customer-service chat page (plain HTML, CSS and JS modules), served under /chat/. */
export const CHAT_PAGE_DIR = fileURLToPath(new URL('../chat-page', import.meta.url));
/** JS modules the plain static pages above share, served under each page's own prefix. */
export const PAGE_KIT_DIR = fileURLToPath(new URL('../page-kit', import.meta.url));
