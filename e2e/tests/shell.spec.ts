import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const lobbyHeading = { name: 'Lobby Demo lobby' };

test('home renders the lobby at a phone viewport and passes axe', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', lobbyHeading)).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Main' });
  for (const item of ['Menu', 'Promos', 'Invite', 'Member', 'Home']) {
    await expect(
      footer.getByRole('link', { name: item }).or(footer.getByRole('button', { name: item })),
    ).toBeVisible();
  }
  await expect(page.getByText('© 2022 Lobby Demo. All rights reserved.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path shows home', async ({ page }) => {
  await page.goto('/m/no/such/page');
  await expect(page.getByRole('heading', lobbyHeading)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', lobbyHeading)).toBeVisible();
});

test('back on trail and activity goes home; elsewhere it goes back one step', async ({ page }) => {
  await page.goto('/m/trail');
  await expect(page.getByRole('heading', { name: 'Free trial' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/activity');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.getByRole('heading', { name: 'Help centre' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the shell header and footer are hidden on providers, shown on the betting record', async ({
  page,
  makeMember,
  signIn,
}) => {
  // The betting record is a member's screen: guests are sent to login, where the shell hides both.
  await signIn(await makeMember());
  await page.goto('/m/gameRecord');
  await expect(page.getByRole('banner')).toContainText('Betting record');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/m/providers');
  await expect(page.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('the theme survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Urdu turns the page right-to-left and stays chosen', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'اردو', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const footer = page.getByRole('navigation');
  await expect(footer.first()).toBeVisible();
  await expectNoAxeViolations(page);
});
