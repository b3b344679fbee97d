import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginOnScreen } from '../support/login.ts';

/** Popups that would cover the screen count as already seen; the theme as the player's stored choice. */
async function prepare(page: Page, { theme, language }: { theme: 'light' | 'dark'; language?: string }) {
  await page.addInitScript(
    ({ theme, language }) => {
      if (window !== window.top) return;
      localStorage.setItem('lobby.theme', theme);
      if (language) localStorage.setItem('lobby.language', language);
      sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
      sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
    },
    { theme, language },
  );
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a member opens responsible gaming from the side menu, sets a deposit limit, takes a 24-hour time-out, is logged out and refused at login with the end time', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  await prepare(page, { theme: 'light' });
  // A fresh member: the time-out locks this account out, never the shared demo member.
  const member = await makeMember();
  await signIn(member);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  // The footer under the drawer links there too: the tap is on the drawer's entry.
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByRole('banner')).toContainText('Responsible gaming');
  await expect(page.getByText('You must be 18 or older to open an account and play')).toBeVisible();

  // The deposit card: the section the heading starts.
  const deposit = page.getByRole('heading', { name: 'Deposit limits' }).locator('xpath=..');
  await deposit.getByLabel('Per day').fill('500');
  await deposit.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Limits saved.')).toBeVisible();
  await expect(deposit.getByText('0.00 used of 500.00 in this period.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity statement' })).toContainText('Deposits');
  await expectNoAxeViolations(page);
  await screenshot(page, 'responsible-gaming-member-light');

  const timeOut = page.getByRole('region', { name: 'Time-out' });
  await expect(timeOut.getByRole('combobox', { name: 'Length of the break' })).toHaveValue('24h');
  await timeOut.getByRole('button', { name: 'Take a time-out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start your time-out now?' });
  await expect(dialog).toContainText('Length: 24 hours');
  await expect(dialog).toContainText('It cannot be undone or ended early.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start time-out' }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'You are logged out.' });
  await expect(notice).toBeInViewport();
  const until = /Your time-out ends on (.+)\.$/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  expect(until).not.toBe('');
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Time-out' })).toHaveCount(0);
  await screenshot(page, 'responsible-gaming-logged-out-light');

  await page.goto('/m/login');
  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('timed_out');
  await expect(page.getByRole('alert').filter({ hasText: 'You are on a time-out until' })).toHaveText(
    `You are on a time-out until ${until}. You can log in again after that.`,
  );
  await expect(page).toHaveURL(/\/m\/login/);
  await screenshot(page, 'login-refused-time-out-light');
});

test('guests reach responsible gaming from the login screen and see the information and age rule only', async ({
  page,
}) => {
  await prepare(page, { theme: 'dark' });
  await page.goto('/m/login');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByRole('heading', { name: 'Where to get help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Time-out' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'responsible-gaming-guest-dark');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the member's screen in Urdu lays out right to left and passes axe in the ${theme} theme`, async ({
    page,
    makeMember,
    signIn,
  }) => {
    await prepare(page, { theme, language: 'UR' });
    await signIn(await makeMember());
    await page.goto('/m/responsibleGaming');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ذمہ داری سے کھیلیں' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'سرگرمی کا گوشوارہ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ڈپازٹ کی حدود' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `responsible-gaming-member-ur-${theme}`);
  });
}
