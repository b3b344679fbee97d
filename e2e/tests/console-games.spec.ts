import { expectNoAxeViolations } from '../support/axe.ts';
import { searchConsoleGames, signInTestOperator } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { searchFor } from '../support/player-search.ts';

test('an operator switches a game off; a player no longer finds it in search, without a restart', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  // The least popular POKER game: no other spec counts, searches or plays that category (they use RNG,
  // FISH, LIVE, INHOUSE and LOTT), and the game is switched on again at the end.
  const poker = (await (await request.get('/api/v1/games?gameType=POKER&pageNo=1&pageSize=100')).json()) as {
    value: { games: { gameName: string; nodeId: string }[] };
  };
  const target = poker.value.games.at(-1);
  if (!target) throw new Error('the demo catalogue has POKER games');
  const name = target.gameName;
  const row = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
  });
  const before = await searchFor(page, name);
  expect(before.found).toContain(target.nodeId);
  await expect(before.results.getByRole('button', { name }).first()).toBeVisible();

  const context = await browser.newContext({
    baseURL: baseURL ?? '',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const desk = await context.newPage();
  await signInTestOperator(desk, request, 'content');
  await desk.getByRole('link', { name: 'Games' }).click();
  await expect(desk.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Vendors' })).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: test.info().outputPath('games.png') });

  const games = desk.getByRole('table', { name: 'Games' });
  await searchConsoleGames(desk, name);
  await expect(games.getByRole('row', { name: row }).first()).toBeVisible();

  const switchAll = async (action: string, reason: string) => {
    await desk.getByRole('checkbox', { name: 'Select every game on this page' }).check();
    const bar = desk.getByRole('region', { name: 'Bulk actions' });
    await bar.getByLabel('Action').selectOption(action);
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Reason (for the audit trail)').fill(reason);
    await expectNoAxeViolations(desk);
    await desk.screenshot({ path: test.info().outputPath(`bulk-${action}.png`) });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toHaveCount(0);
  };

  try {
    await switchAll('disable', 'e2e: licence review');
    await expect(games.getByRole('row', { name: row }).first()).toContainText('Off');
    await desk.screenshot({ path: test.info().outputPath('games-off.png') });

    // The player, in a browser of their own, no longer finds it (within the 5 s a browser may keep an answer).
    await expect(async () => {
      const after = await searchFor(page, name);
      expect(after.found).not.toContain(target.nodeId);
      await expect(after.results.getByRole('button', { name, exact: true })).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 12_000 });
  } finally {
    await switchAll('enable', 'e2e: restored');
  }
  await expect(async () => {
    const restored = await searchFor(page, name);
    expect(restored.found).toContain(target.nodeId);
    await expect(restored.results.getByRole('button', { name }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 12_000 });
  await context.close();
});
