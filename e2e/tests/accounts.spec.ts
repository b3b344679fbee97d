import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, smsCode, test, uniqueMobile, uniquePassword, uniqueUsername } from '../support/fixtures.ts';
import { answerCaptcha, captchaImage, loginOnScreen } from '../support/login.ts';

/** The home header's account bar (home renders its header inside the page, so it is no banner landmark). */
const header = (page: Page) => page.getByRole('main');

test('register by username lands logged in; logout returns to a guest home', async ({ page, request }) => {
  const username = uniqueUsername();
  const password = uniquePassword();
  await page.goto('/m/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Registration method' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  // The demo merchant asks for nothing more than these and the captcha.
  await answerCaptcha(page, request, new Set());
  await expect(
    page.getByRole('checkbox', { name: 'I am at least 18 years old and agree to the terms and conditions.' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByRole('link', { name: username })).toBeVisible();
  await expect(header(page).getByText('VIP 0')).toBeVisible();

  await header(page).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: username })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test('register by mobile with the SMS code from the outbox', async ({ page, request }) => {
  // The browser solves a proof-of-work challenge before the code is sent: slow on a busy machine.
  test.slow();
  const mobile = uniqueMobile();
  const password = uniquePassword();
  await page.goto('/m/register.html');
  await page
    .getByRole('group', { name: 'Registration method' })
    .getByRole('button', { name: 'Mobile' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Country code/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose country code' });
  await picker.getByRole('searchbox', { name: 'Search country or code' }).fill('Pakistan');
  await picker.getByRole('button', { name: /Pakistan/ }).click();
  await expect(page.getByRole('button', { name: 'Country code +92, Pakistan. Change' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'SMS code' }).fill(await smsCode(request, mobile, '92'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await answerCaptcha(page, request, new Set());
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /^m\d{10}$/ })).toBeVisible();
});

test('a failed login shows the captcha; with it answered the login succeeds', async ({
  page,
  request,
  makeMember,
}) => {
  const member = await makeMember();
  await page.goto('/m/login');
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  await expect(captchaImage(page)).toHaveAttribute('data-captcha-id', /.+/);
  await expect(page).toHaveURL(/\/m\/login$/);
  await expectNoAxeViolations(page);

  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('ok');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByRole('link', { name: member.username })).toBeVisible();
});

test('test play reaches home as a trial account; the member centre answers free_reject', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Free test play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page).getByRole('link', { name: /^trial_/ })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('lobby.trial-user'))).toMatch(/^trial_/);

  await page.goto('/m/member/home');
  const prompt = page.getByRole('dialog', { name: 'Register a real account' });
  await expect(prompt).toContainText('Trial accounts cannot use this feature.');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'A real account is needed' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('change password; afterwards the old password fails and the new one works', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  const member = await makeMember();
  const newPassword = uniquePassword();
  await signIn(member);
  await page.goto('/m/changePsw');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(member.username);
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password', { exact: true }).fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Password saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  await header(page).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/m/login');
  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('invalid_credentials');
  await expect(page.getByText('Account or password incorrect.')).toBeVisible();
  expect(await loginOnScreen(page, request, member.username, newPassword)).toBe('ok');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('without a session, change password goes home', async ({ page }) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('login and register in Urdu lay out right-to-left and pass axe', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lobby.language', 'UR'));
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'لاگ اِن', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/m/register');
  await expect(page.getByRole('button', { name: 'رجسٹر کریں', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
