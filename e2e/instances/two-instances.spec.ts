import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { searchConsoleGames, signInTestOperator } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { searchFor } from '../support/player-search.ts';

/** What a player's request to the second instance answers now: the server's caches, no browser's. */
const answerOf = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test('an operator on one instance publishes and switches a game off; a player on the other sees it within 5 s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const operatorBaseURL = String(test.info().config.metadata.operatorBaseURL);
  const suffix = randomBytes(3).toString('hex');
  const notice = `Derby tonight ${suffix}`;
  const bannerTitle = `Weekend bonus ${suffix}`;
  const poker = (await (await request.get('/api/v1/games?gameType=POKER&pageNo=1&pageSize=100')).json()) as {
    value: { games: { gameName: string; nodeId: string }[] };
  };
  const target = poker.value.games.at(-1);
  if (!target) throw new Error('the demo catalogue has POKER games');

  // The player, on the second instance, has the home page and the game: its caches hold them.
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
  });
  expect((await searchFor(page, target.gameName)).found).toContain(target.nodeId);
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();

  // The operator, on the first instance.
  const context = await browser.newContext({
    baseURL: operatorBaseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const desk = await context.newPage();
  await signInTestOperator(desk, request, 'content');

  await desk.getByRole('link', { name: 'Announcements' }).click();
  await desk.getByRole('button', { name: 'New announcement' }).click();
  const announcement = desk.getByRole('form', { name: 'New announcement' });
  await announcement.getByLabel('Title (EN)').fill(notice);
  await announcement.getByLabel('Text (EN, HTML)').fill('<p>Kick-off at <strong>21:00</strong>.</p>');
  await announcement.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('status')).toContainText('Saved. Status: Published.');
  await expect
    .poll(() => answerOf(request, '/api/v1/content/announcements'), { timeout: 5_000 })
    .toContain(notice);

  await desk.getByRole('link', { name: 'Banners' }).click();
  await desk.getByRole('button', { name: 'New banner' }).click();
  const banner = desk.getByRole('form', { name: 'New banner' });
  const picture = await desk.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 560 } });
  await banner
    .getByLabel('Picture')
    .setInputFiles({ name: 'bonus.png', mimeType: 'image/png', buffer: picture });
  await expect(banner.getByText(/^Picture: \/media\/uploads\//)).toBeVisible();
  await banner.getByLabel('Title (EN)').fill(bannerTitle);
  await banner.getByLabel(/^Link/).fill('/m/activity');
  await banner.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('status')).toContainText('Saved. Status: Published.');
  await expect
    .poll(() => answerOf(request, '/api/v1/content/banners'), { timeout: 5_000 })
    .toContain(bannerTitle);

  await desk.getByRole('link', { name: 'Games' }).click();
  await searchConsoleGames(desk, target.gameName);
  await desk.getByRole('checkbox', { name: 'Select every game on this page' }).check();
  const bar = desk.getByRole('region', { name: 'Bulk actions' });
  await bar.getByLabel('Action').selectOption('disable');
  await bar.getByRole('button', { name: 'Apply' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Reason (for the audit trail)').fill('e2e: two instances');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  const search = `/api/v1/games?gameName=${encodeURIComponent(target.gameName)}&pageNo=1&pageSize=100`;
  await expect.poll(() => answerOf(request, search), { timeout: 5_000 }).not.toContain(target.nodeId);
  await context.close();

  // In the player's browser, which may keep an answer 5 s more (max-age=5): the announcement, the banner
  // (its picture served by this instance from the shared storage), and no game.
  await expect(async () => {
    await page.goto('/m/home');
    await expect(
      page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: notice }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const shown = page.getByRole('img', { name: bannerTitle });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(960);
  await page.screenshot({ path: test.info().outputPath('player-home-second-instance.png') });
  await expect(async () => {
    const after = await searchFor(page, target.gameName);
    expect(after.found).not.toContain(target.nodeId);
    await expect(after.results.getByRole('button', { name: target.gameName, exact: true })).toHaveCount(0, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
});
