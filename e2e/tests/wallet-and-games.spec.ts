import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

async function skipGiftPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
}

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The member's balance as the server has it, through the page's own session. */
async function serverBalance(page: Page, request: APIRequestContext): Promise<number> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  );
  const response = await request.get('/api/v1/wallet', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

test('deposit, spin the sandbox slot, see the bet in the records and the balance in the header', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  await skipGiftPopup(page);
  await signIn(await makeMember());

  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Deposit amount' }).fill('250');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByText('Deposit confirmed. Your balance has been updated.')).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);
  await page.goto('/m/home');
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect(balance).toContainText('250.00');

  await page.goto('/m/gameList?gameType=RNG');
  const slots = page.getByRole('list', { name: 'Slots', exact: true });
  const tile = slots.getByRole('listitem').first();
  const star = await tile.getByRole('button', { name: /^Favourite: / }).getAttribute('aria-label');
  const gameName = star?.replace(/^Favourite: /, '') ?? '';
  expect(gameName).not.toBe('');
  await tile.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);

  const game = page.frameLocator(`iframe[title="${gameName}"]`);
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible();
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(game.locator('#result')).toHaveText(/You win|No win this time/);
  await page.getByRole('button', { name: 'Close game' }).click();

  const after = await serverBalance(page, request);
  expect(after).not.toBe(250);
  await page.goto('/m/home');
  await expect(balance).toContainText(money(after));

  await page.goto('/m/gameRecord');
  const records = page.getByRole('list', { name: 'Betting records' });
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records.getByRole('listitem', { name: gameName })).toContainText('Bet1.00');
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The amount of a balance text such as "$2,000.00" or "2,000.00 USD". */
const amountOf = async (text: Promise<string | null>) => (await text)?.match(/[\d,]+\.\d{2}/)?.[0];

test('in trial the game frame is titled with the game and shows the trial balance the header shows', async ({
  page,
}) => {
  await skipGiftPopup(page);
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Free test play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const header = page.getByRole('status', { name: 'Balance' });
  await expect(header).toContainText('2,000.00');

  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByRole('list', { name: 'Slots', exact: true }).getByRole('listitem').first();
  const star = await tile.getByRole('button', { name: /^Favourite: / }).getAttribute('aria-label');
  const gameName = star?.replace(/^Favourite: /, '') ?? '';
  await tile.getByRole('button').first().click();

  const game = page.frameLocator(`iframe[title="${gameName}"]`);
  const credits = game.locator('#balance');
  await expect(credits).toContainText('2,000.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#result')).toHaveText(/You win|No win this time/);
  const after = await amountOf(credits.textContent());
  expect(after).toBeTruthy();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close game' }).click();
  await page.goto('/m/home');
  await expect(header).toContainText(after ?? '');
});

test('the baccarat table, the crash game and the lottery lobby are axe clean in the light theme', async ({
  page,
  makeMember,
  signIn,
}) => {
  await skipGiftPopup(page);
  await page.addInitScript(() => localStorage.setItem('lobby.theme', 'light'));
  await signIn(await makeMember());
  for (const [gameType, listName, play] of [
    ['LIVE', 'Live casino', 'Banker'],
    ['INHOUSE', 'In-house', 'Play'],
  ] as const) {
    await page.goto(`/m/gameList?gameType=${gameType}`);
    const tile = page.getByRole('list', { name: listName, exact: true }).getByRole('listitem').first();
    await tile.getByRole('button').first().click();
    const game = page.frameLocator('iframe[src*="theme=light"]');
    await expect(game.getByRole('button', { name: play })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close game' }).click();
  }
  await page.goto('/m/launchGame?playType=trad&code=lobby&pageBack=home');
  await expect(
    page.frameLocator('iframe[title="Lottery"]').getByRole('button', { name: 'Buy ticket' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a lottery game opens the lotto-h5 host page with the right query', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  await skipGiftPopup(page);
  await signIn(await makeMember());
  const sea = (await (
    await request.get('/api/v1/games?gameType=LOTT&vassalage=TCG_SEA&pageSize=1')
  ).json()) as {
    value: { games: { gameName: string }[] };
  };
  const name = sea.value.games[0]?.gameName ?? '';
  expect(name).not.toBe('');

  await page.goto('/m/gameList?gameType=LOTT&vassalage=TCG_SEA');
  await page
    .getByRole('list', { name: 'Lottery', exact: true })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/lotto-h5\/default\/(trad|ent)\/games\/[^?]+\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('token')).toBeTruthy();
  expect(query.get('merchant')).toBe('demo');
  expect(query.get('css')).toBe('demo.css');
  expect(query.get('prize_mode')).toBe('SEA');

  const lobby = page.frameLocator('iframe[title="Lottery"]');
  await expect(lobby.getByRole('button', { name: 'Buy ticket' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/m\/(game|home)/);
});
