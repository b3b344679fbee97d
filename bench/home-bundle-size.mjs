// Prints the JavaScript a phone downloads to show /m/home: each file's gzipped size and the total.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.mjs';

const BUDGET_KB = 110;
const server = await startBuiltServer({ NODE_ENV: 'production' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto(`${server.url}/m/home`, { waitUntil: 'networkidle' });
  let total = 0;
  for (const [path, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${path}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(8)} KB  total gzipped JavaScript for /m/home (budget ${BUDGET_KB} KB)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
