import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('with a short interval the reality check appears above a running sandbox game, survives a reload, blocks it, and Stop playing returns to the lobby', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
  const member = await makeMember();
  const { token } = await signIn(member);
  const chosen = await request.put('/api/v1/responsible-gaming/reality-check', {
    headers: { authorization: `Bearer ${token}` },
    data: { intervalMinutes: 15 },
  });
  expect(chosen.status()).toBe(200);
  // Test facility: this member's checks come every 4 seconds instead of every 15 minutes.
  const short = await request.post('/api/v1/test/reality-check-intervals', {
    data: { username: member.username, seconds: 4 },
  });
  expect(short.status()).toBe(200);

  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByRole('list', { name: 'Slots', exact: true }).getByRole('listitem').first();
  const star = await tile.getByRole('button', { name: /^Favourite: / }).getAttribute('aria-label');
  const gameName = star?.replace(/^Favourite: /, '') ?? '';
  await tile.getByRole('button').first().click();
  const game = page.frameLocator(`iframe[title="${gameName}"]`);
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible();

  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(check).toContainText(/You have been playing for 0 h 0 min this session\./);
  await expect(check).toContainText('Net result this session');
  await expectNoAxeViolations(page);

  // The clock is the server's: a reload of the game brings the unacknowledged check straight back.
  await page.reload();
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible();
  await expect(check).toBeVisible();

  // Blocked: the game cannot be tapped and focus stays inside the check.
  await expect(
    game.getByRole('button', { name: 'Spin' }).click({ trial: true, timeout: 1_500 }),
  ).rejects.toThrow();
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();

  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(check).toHaveCount(0);
});
