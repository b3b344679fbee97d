import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's compatibility layer, in the build and in the
 * unit tests alike: React DOM alone was ~62 KB of home's 110 KB gzipped budget, Preact with compat is ~11 KB
 * (docs/decisions/0074-home-under-110-kb.md). Types still come from @types/react.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  // React 17's stand-in for useSyncExternalStore (wouter): compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
