import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** The gift popup shows once per session; most tests have seen it already. */
async function skipGiftPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
}

const gameList = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

test('open a category from the lobby and press more until it disables', async ({ page, request }) => {
  await skipGiftPopup(page);
  const fish = (await (await request.get('/api/v1/games?gameType=FISH&pageSize=24')).json()) as {
    value: { totalPages: number; totalCount: number };
  };
  expect(fish.value.totalPages).toBeGreaterThan(1);

  await page.goto('/m/home');
  await page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Fishing' })
    .click();
  await expect(page).toHaveURL(/\/m\/home\?pageType=list&gameType=FISH$/);
  const grid = gameList(page, 'Fishing');
  await expect(grid.getByRole('listitem')).toHaveCount(24);
  await expect(page.getByText(`Page 1 of ${fish.value.totalPages}`)).toBeAttached();

  const more = page.getByRole('button', { name: 'More games' });
  for (let pageNo = 2; pageNo <= fish.value.totalPages; pageNo++) {
    await more.click();
    await expect(page.getByText(`Page ${pageNo} of ${fish.value.totalPages}`)).toBeAttached();
  }
  await expect(more).toBeDisabled();
  await expect(grid.getByRole('listitem')).toHaveCount(fish.value.totalCount);
});

test('the category menu scrolls the current category into the middle of its strip', async ({ page }) => {
  await skipGiftPopup(page);
  await page.goto('/m/home');
  const menu = page.getByRole('navigation', { name: 'Game categories' });
  const last = menu.getByRole('link').last();
  await expect(last).not.toBeInViewport();
  await page.goto((await last.getAttribute('href')) ?? '');
  await expect(menu.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
});

test('search, see the term in the history, remove the chip', async ({ page }) => {
  await skipGiftPopup(page);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Search games' }).click();
  const popup = page.getByRole('dialog', { name: 'Search games' });
  await popup.getByRole('searchbox', { name: 'Game name' }).fill('  dragon  ');
  await popup.getByRole('searchbox', { name: 'Game name' }).press('Enter');

  const results = popup.getByRole('region', { name: 'Results for “dragon”' });
  await expect(results.getByRole('button', { name: /dragon/i }).first()).toBeVisible();
  const history = popup.getByRole('region', { name: 'Search history' });
  await expect(history.getByRole('button', { name: 'dragon', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lobby.search-history'))).toBe('["dragon"]');

  await history.getByRole('button', { name: 'Remove dragon from the history' }).click();
  await expect(popup.getByRole('region', { name: 'Search history' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lobby.search-history'))).toBeNull();
});

test('a guest who taps a favourite star goes to login', async ({ page }) => {
  await skipGiftPopup(page);
  await page.goto('/m/gameList?gameType=RNG');
  await gameList(page, 'Slots')
    .getByRole('button', { name: /^Favourite: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText('Please log in first.')).toBeVisible();
});

test('a member’s favourite appears in /m/fav and leaves it on removal', async ({
  page,
  makeMember,
  signIn,
}) => {
  await skipGiftPopup(page);
  await signIn(await makeMember());
  await page.goto('/m/gameList?gameType=RNG');
  const star = gameList(page, 'Slots')
    .getByRole('button', { name: /^Favourite: / })
    .first();
  const name = ((await star.getAttribute('aria-label')) ?? '').replace('Favourite: ', '');
  await star.click();
  await expect(page.getByText('Saved to favourites.')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/m/fav');
  const favourites = gameList(page, 'Favourites');
  const saved = favourites.getByRole('button', { name: `Favourite: ${name}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites.getByRole('listitem')).toHaveCount(1);

  await saved.click();
  await expect(page.getByText('Removed from favourites.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
});

test('/m/help?i=2 opens the third entry', async ({ page, request }) => {
  const help = (await (await request.get('/api/v1/content/help?lang=EN')).json()) as {
    value: { list: { title: string }[] };
  };
  const third = help.value.list[2]?.title ?? '';
  expect(third).not.toBe('');

  await page.goto('/m/help?i=2');
  const menu = page.getByRole('navigation', { name: 'Help topics' });
  await expect(menu.getByRole('link', { name: third })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article', { name: third })).toBeVisible();
  await expectNoAxeViolations(page);

  await menu.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/help\?i=0$/);
  await expect(page.getByRole('article', { name: help.value.list[0]?.title ?? '' })).toBeVisible();
});

test('home, with its gift popup, passes axe', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('dialog', { name: 'Your welcome gift is waiting' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('listitem').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Featured promotions' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('dialog', { name: 'Your welcome gift is waiting' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your welcome gift is waiting' })).toHaveCount(0);
});

test('the game list (slots, then live casino with its filter) passes axe', async ({ page }) => {
  await skipGiftPopup(page);
  await page.goto('/m/gameList?gameType=RNG');
  await expect(gameList(page, 'Slots').getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/m/gameList?gameType=LIVE');
  await expect(gameList(page, 'Live casino').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter games' });
  await expect(filter.getByRole('group', { name: 'Minimum bet' })).toHaveCount(0);
  await expect(
    filter.getByRole('navigation', { name: 'Other categories' }).getByRole('link', { name: 'E-lottery' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
  await filter.getByRole('button', { name: /^Evolution/ }).click();
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/vassalage=EVO/);
  await expect(gameList(page, 'Live casino').getByRole('listitem').first()).toContainText('Evolution');
});
