import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { expect, test, uniqueMobile, uniquePassword, uniqueUsername } from '../support/fixtures.ts';
import { answerCaptcha } from '../support/login.ts';

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/** An operator of `role` signed in at a desk, in a browser of their own. */
async function deskOperator(
  browser: Browser,
  request: Parameters<typeof signInTestOperator>[1],
  role: string,
) {
  const desk = await browser.newContext({ ...DESKTOP, baseURL: test.info().project.use.baseURL });
  const operator = await desk.newPage();
  await signInTestOperator(operator, request, role);
  return operator;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('an operator adds a mobile number to the exclusion register; registering with it is refused', async ({
  page,
  browser,
  request,
}) => {
  const mobile = uniqueMobile();
  const operator = await deskOperator(browser, request, 'support');
  await operator.getByRole('link', { name: 'Exclusions' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Exclusions' })).toBeVisible();
  await expect(operator.getByRole('region', { name: 'Exclusion register' })).toBeVisible();
  await expectNoAxeViolations(operator);

  await operator.getByRole('button', { name: 'Add to the register' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Add to the register' });
  await dialog.getByLabel('Dialing code').fill('92');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Reason').fill('Listed on the national self-exclusion register');
  await expectNoAxeViolations(operator);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  const register = operator.getByRole('table', { name: 'Exclusion register' });
  await expect(
    register.getByRole('row', { name: new RegExp(`\\+92 \\*{4}${mobile.slice(-4)}`) }),
  ).toBeVisible();
  await expectNoAxeViolations(operator);
  await shot(operator, 'console-exclusions');

  await operator.getByLabel('State').selectOption('ended');
  await expect(operator).toHaveURL(/\/console\/exclusions\?state=ended$/);

  // The person tries to register on their phone with that number.
  const password = uniquePassword();
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(uniqueUsername());
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await answerCaptcha(page, request, new Set());
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('you are on our exclusion register', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register/);
});

test('an operator sets a stricter deposit limit on a member; the member cannot deposit above it', async ({
  page,
  browser,
  request,
  makeMember,
  signIn,
}) => {
  const member = await makeMember();
  const operator = await deskOperator(browser, request, 'support');
  await operator.getByRole('link', { name: 'Members' }).click();
  await operator.getByLabel('Starts with').fill(member.username);
  await operator.getByLabel('Starts with').press('Enter');
  await operator
    .getByRole('table', { name: 'Members found' })
    .getByRole('link', { name: member.username })
    .click();
  const panel = operator.getByRole('region', { name: 'Protection' });
  await expect(panel.getByRole('table', { name: 'Limits' })).toBeVisible();
  await expect(panel.getByText('Not verified')).toBeVisible();

  const form = panel.getByRole('form', { name: 'Set a stricter limit' });
  await form.getByLabel('Kind').selectOption('deposit');
  await form.getByLabel('Period').selectOption('day');
  await form.getByLabel('Amount').fill('50');
  await form.getByLabel('Reason').fill('Affordability review');
  await form.getByRole('button', { name: 'Set limit' }).click();
  await expect(form.getByRole('status')).toHaveText('The limit is set.');
  await expect(panel.getByRole('row', { name: /Deposit per day/ })).toContainText('50.00');
  await expectNoAxeViolations(operator);
  await panel.scrollIntoViewIfNeeded();
  await shot(operator, 'console-member-protection');

  // The member, on the phone: 60 is over the operator's 50 a day.
  await page.addInitScript(() => sessionStorage.setItem('lobby.gift-popup-seen.member', '1'));
  await signIn(member);
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: 'Deposit amount' }).fill('60');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(
    page.getByText('This deposit would go over your deposit limit.', { exact: false }),
  ).toBeVisible();
});
