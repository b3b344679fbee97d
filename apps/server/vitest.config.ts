import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Prepares the PGlite data directory every test file starts its fresh database from.
    globalSetup: ['src/test/global-setup.ts'],
    hookTimeout: 60_000,
    isolate: false,
  },
});
