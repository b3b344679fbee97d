import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginOnScreen } from '../support/login.ts';

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

test('an operator finds a member by username prefix and locks them: the open player session ends and login is refused', async ({
  page,
  browser,
  baseURL,
  request,
  makeMember,
  signIn,
}) => {
  // The member, logged in on their phone.
  const member = await makeMember();
  await signIn(member);
  await page.goto('/m/member/home');
  await expect(page.getByRole('main').getByText(member.username).first()).toBeVisible();

  // The operator, at a desk in another browser.
  const desk = await browser.newContext({ ...DESKTOP, ...(baseURL ? { baseURL } : {}) });
  const operator = await desk.newPage();
  await signInTestOperator(operator, request, 'support');
  await operator.getByRole('link', { name: 'Members' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const prefix = member.username.slice(0, 8);
  await operator.getByLabel('Starts with').fill(prefix);
  await operator.getByLabel('Starts with').press('Enter');
  await expect(operator).toHaveURL(new RegExp(`/console/members\\?by=username&q=${prefix}$`));
  const results = operator.getByRole('table', { name: 'Members found' });
  await expect(results.getByRole('link', { name: member.username })).toBeVisible();
  await expectNoAxeViolations(operator);

  await results.getByRole('link', { name: member.username }).click();
  await expect(operator.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
  await expect(
    operator.getByRole('table', { name: 'Ledger' }).or(operator.getByText('No ledger entries yet.')),
  ).toBeVisible();
  await expect(operator.getByRole('tab', { name: 'Sessions (1)' })).toBeVisible();
  await expectNoAxeViolations(operator);

  await operator.getByRole('button', { name: 'Lock' }).click();
  const dialog = operator.getByRole('dialog', { name: `Lock ${member.username}` });
  await dialog.getByLabel('Reason').fill('Chargeback on the last deposit');
  await expectNoAxeViolations(operator);
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'is locked and logged out' })).toHaveText(
    `${member.username} is locked and logged out.`,
  );
  await expect(operator.getByText('Reason: Chargeback on the last deposit', { exact: false })).toBeVisible();
  await expect(operator.getByRole('tab', { name: 'Sessions (0)' })).toBeVisible();
  await expect(operator.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await expectNoAxeViolations(operator);
  await operator.getByRole('button', { name: 'Dark theme' }).click();
  await expectNoAxeViolations(operator);

  // The member's next step in the app finds them logged out, told why, on the login screen.
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2Fmember%2Fhome$/);
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    'Your account was logged out. Please log in again.',
  );
  // Logging in again is refused, in words.
  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('user_disabled');
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    'User does not exist or is disabled.',
  );
  await expect(page).toHaveURL(/\/m\/login/);
  await desk.close();
});
