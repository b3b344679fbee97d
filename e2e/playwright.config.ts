import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Two cores shared by two workers: axe on the full lobby alone can take several seconds.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // Route and dialog transitions become instant (the app honours prefers-reduced-motion), so axe never
    // measures colours halfway through a fade.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // One built app shared by every test; each test makes its own data instead of resetting the database.
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `http://localhost:${port}/api/v1/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lobby-e2e-')),
      NODE_ENV: 'test',
      TEST_FACILITIES: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
