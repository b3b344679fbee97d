import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
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
