import type { Page } from '@playwright/test';

/** The player's search popup: the game `name` is (or is not) among the results. */
export async function searchFor(page: Page, name: string) {
  // Each search starts without a history (whose chips carry the term as their name).
  await page.evaluate(() => localStorage.removeItem('lobby.search-history')).catch(() => {});
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Search games' }).click();
  const popup = page.getByRole('dialog', { name: 'Search games' });
  await popup.getByRole('searchbox', { name: 'Game name' }).fill(name);
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/v1/games?') && response.url().includes('gameName='),
  );
  await popup.getByRole('searchbox', { name: 'Game name' }).press('Enter');
  const found = ((await (await answered).json()) as { value: { games: { nodeId: string }[] } }).value.games;
  return {
    found: found.map((game) => game.nodeId),
    results: popup.getByRole('region', { name: `Results for “${name}”` }),
  };
}
