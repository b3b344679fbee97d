import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const FAVICON_LINK = '<link rel="icon" href="/icons/icon.svg"';

/**
 * The tab icon as a data: address in the page, so a first load asks for nothing its first screen does not draw
 * (decision 0112). The file stays for the manifest's icons and the home-screen icon.
 */
export function inlineFavicon(): Plugin {
  const svg = readFileSync(new URL('./public/icons/icon.svg', import.meta.url), 'utf8').trim();
  return {
    name: 'lobby-inline-favicon',
    transformIndexHtml: {
      // Before Vite prefixes public files with the base: the link is still as index.html has it.
      order: 'pre',
      handler(html) {
        if (!html.includes(FAVICON_LINK)) throw new Error(`index.html has no ${FAVICON_LINK}`);
        return html.replace(
          FAVICON_LINK,
          `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`,
        );
      },
    },
  };
}
