import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Prepares the PGlite data directory every test file starts its fresh database from.
    globalSetup: ['src/test/global-setup.ts'],
    hookTimeout: 60_000,
    // API tests hash real passwords and run real databases; on a loaded 2-core CI machine 5 s is too tight.
    testTimeout: 30_000,
    isolate: false,
  },
});
