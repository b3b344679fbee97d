import { defineProject } from 'vitest/config';
import { lucideGlyphs } from './lucide-glyphs.ts';
import { reactOnPreact } from './react-on-preact.ts';

export default defineProject({
  resolve: {
    alias: [
      // Their ES module builds, as the app's build takes: the CommonJS ones Node picks would require React.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
      ...reactOnPreact,
      ...lucideGlyphs,
    ],
  },
  test: {
    name: 'web',
    // Libraries that import React go through Vite in the tests too, so they get the Preact aliases.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /@tanstack\/react-query/,
          /wouter/,
          /lucide-react/,
          /country-flag-icons/,
        ],
      },
    },
    environment: 'happy-dom',
    // CSS reads as empty in tests, except the tokens, whose colours a test checks for contrast.
    css: { include: [/\/tokens\.css/] },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests render, wait for queries and type like a user: 5 s is too tight when two cores are busy.
    testTimeout: 15_000,
    // One module graph for all files: the environment and React load once per worker, not once per file.
    isolate: false,
  },
});
