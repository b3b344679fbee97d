import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Returns a wait that resolves once no request of the page has been open for `quietMs`. Playwright's
 * 'networkidle' is reached once per document, so it does not wait for what an in-app navigation loads.
 */
export function quietNetwork(page: Page, quietMs = 500): () => Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () =>
    expect
      .poll(() => open.size === 0 && Date.now() - lastChange >= quietMs, {
        timeout: 15_000,
        intervals: [100],
      })
      .toBe(true);
}

/** Opens a screen the way a tap on a link does (no reload), so a group of screens shares one page load. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
