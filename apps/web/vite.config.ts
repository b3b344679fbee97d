import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export default defineConfig({
  base: '/m/',
  plugins: [react(), precompress()],
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
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              // Vite's preload helper too: the shell and the lazy language fonts share it.
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack|wouter)[\\/]|preload-helper/,
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
