import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** The gift popup shows once per session; these tests look at what is under it. */
async function skipGiftPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
}

/** The game list request only (not the vendors or the hot games). */
const isGameList = (url: URL): boolean => url.pathname === '/api/v1/games';
const isHelpCentre = (url: URL): boolean => url.pathname.startsWith('/api/v1/content/help');

test('a failing game list shows an inline error whose Retry loads the games once the server answers', async ({
  page,
}, testInfo) => {
  await skipGiftPopup(page);
  await page.route(isGameList, (route) => route.abort('connectionrefused'));
  // A list with a filter beyond its category: the page does not carry its first page (decision 0099), the app asks.
  await page.goto('/m/gameList?gameType=FISH&gameClassify=all');

  const failure = page.getByRole('region', { name: "Couldn't load this" });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(failure).toContainText("Can't reach the server. Check your connection.");
  const retry = failure.getByRole('button', { name: 'Try again' });
  await page.screenshot({ path: testInfo.outputPath('game-list-error.png') });
  await expectNoAxeViolations(page);

  await page.unroute(isGameList);
  await retry.click();
  const grid = page.getByRole('list', { name: 'Fishing', exact: true });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expect(grid.getByRole('button').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('a server fault in a home section is shown inside that section, with a Retry', async ({
  page,
}, testInfo) => {
  await skipGiftPopup(page);
  await page.route('**/api/v1/games/hot**', (route) =>
    route.fulfill({ status: 500, json: { success: false, code: 'internal_error', value: null } }),
  );
  await page.goto('/m/home');
  const hot = page.getByRole('region', { name: 'Hot games' });
  const failure = hot.getByRole('region', { name: "Couldn't load this" });
  await expect(failure).toContainText('Something went wrong on our side.', { timeout: 15_000 });
  await hot.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('home-section-error.png') });
  await expectNoAxeViolations(page);

  await page.unroute('**/api/v1/games/hot**');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(hot.getByRole('listitem').first().getByRole('button').first()).toBeVisible();
});

test('a request unanswered for 15 s becomes the retryable error', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  let hang = true;
  await page.route(isHelpCentre, (route) => (hang ? undefined : route.fallback()));
  await page.goto('/m/help');
  await expect(page.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
  await page.screenshot({ path: testInfo.outputPath('help-skeleton.png') });

  const failure = page.getByRole('region', { name: "Couldn't load this" });
  await expect(failure).toContainText('The server took too long to answer.', { timeout: 25_000 });
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('help-timeout.png') });

  hang = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation', { name: 'Help topics' })).toBeVisible();
});

test('going offline shows a banner, announced politely; it leaves when back online', async ({
  page,
  context,
}, testInfo) => {
  await skipGiftPopup(page);
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('aria-live', 'polite');
  await page.screenshot({ path: testInfo.outputPath('offline-banner.png') });

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
