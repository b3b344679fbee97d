import { defineConfig } from 'vite';
import { inlineFavicon } from './inline-favicon.ts';
import { lucideGlyphs } from './lucide-glyphs.ts';
import { precompress } from './precompress.ts';
import { reactOnPreact } from './react-on-preact.ts';
import { routePreloads } from './route-preloads.ts';

/**
 * What lazy screens share of the UI kit, in one file: the icons they use and the shared components (loading and
 * empty states, skeletons, cards, fields, dialogs). Every key page's first view needs some of them; as a file
 * each they were requests queued behind the first six a phone sends to a host (decisions 0078, 0104). The QR
 * code stays apart: its encoder is for the few screens that show one. Everything else is split as Rolldown
 * decides.
 */
function lazyChunkName(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  if (path.includes('/node_modules/lucide-react/')) return 'ui';
  if (path.includes('/src/shared/ui/') && !path.endsWith('/QrCode.tsx')) return 'ui';
  return null;
}

export default defineConfig({
  base: '/m/',
  resolve: { alias: [...reactOnPreact, ...lucideGlyphs] },
  plugins: [inlineFavicon(), routePreloads(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet for the whole app (about 16 KB gzipped): the first page blocks on one file instead of
    // four, and later screens need no stylesheet request at all (docs/decisions/0071-fast-first-view.md).
    cssCodeSplit: false,
    // The libraries every screen runs on go in one chunk instead of a dozen small shared ones: fewer
    // requests and less per-file overhead on /m/home (docs/decisions/0019-home-budget.md).
    rolldownOptions: {
      // TanStack Query marks files "use client", which means nothing outside React Server Components.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Vite's preload helper too: the shell and the lazy language fonts share it.
              test: /node_modules[\\/](preact|@tanstack|wouter)[\\/]|preload-helper/,
              priority: 2,
            },
            {
              // Everything the entry imports statically is needed by the first view anyway: one file
              // instead of a request for each small module a lazy screen shares with it (decision 0074).
              name: 'shell',
              tags: ['$initial'],
              priority: 1,
            },
            {
              // What the lazy screens load: one file per feature and a few shared ones instead of a file per
              // icon, form helper or CSS-module map. Over HTTP/1.1 a phone fetches six files at a time, so
              // /m/login's 17 small files cost it three round trips before it could draw (decision 0078).
              name: lazyChunkName,
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
