import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { apiLogin, test } from '../support/fixtures.ts';

const PAYMENT_PASSWORD = '135790';
const PAYEE = 'Ayesha Khan';

test('a member withdraws to a new payout account, finance approves it in the console, the sandbox pays it and the member sees it paid', async ({
  page,
  browser,
  request,
  makeMember,
  signIn,
}) => {
  test.setTimeout(150_000);
  const member = await makeMember({ payeeName: PAYEE });
  const credited = await request.post('/api/v1/test/wallet-credits', {
    data: { username: member.username, amount: 1000 },
  });
  expect(credited.ok(), await credited.text()).toBe(true);
  const { token } = await apiLogin(request, member);
  const passwordSet = await request.post('/api/v1/wallet/payment-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  expect(passwordSet.ok(), await passwordSet.text()).toBe(true);

  // The member adds a bank account (the holder name offered is the payee name) and withdraws to it.
  await signIn(member);
  await page.goto('/m/withdraw');
  await expect(page.getByText('No payout account yet. Add one to withdraw.')).toBeVisible();
  await page.getByRole('button', { name: 'Add payout account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payout account' });
  await dialog.getByRole('button', { name: 'Bank account' }).click();
  await dialog.getByLabel('Bank name').fill('HBL');
  await dialog.getByLabel('Account number or IBAN').fill('PK36 SCBL 0000 0011 2345 6702');
  await expect(dialog.getByLabel('Account holder name')).toHaveValue(PAYEE);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByRole('radio', { name: /HBL.*\*\*\*\*6702/ })).toBeChecked();

  await page.getByRole('textbox', { name: 'Withdrawal amount' }).fill('250');
  await expect(page.getByText('Taken from your balance')).toBeVisible();
  const summary = page.locator('dl').filter({ hasText: 'You receive' });
  await expect(summary).toContainText('1.00');
  await expect(summary).toContainText('251.00');
  await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByText('Withdrawal request sent for review.')).toBeVisible();
  const records = page.getByRole('list', { name: 'Withdrawal requests' });
  await expect(records.getByRole('listitem').first()).toContainText('Pending review');
  await expect(records.getByRole('button', { name: /^Cancel the withdrawal of/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('withdraw-390.png'), fullPage: true });

  // A finance operator approves it in the console's queue.
  const consoleContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    reducedMotion: 'reduce',
  });
  const desk = await consoleContext.newPage();
  await signInTestOperator(desk, consoleContext.request, 'finance');
  await desk.getByRole('link', { name: 'Withdrawals' }).click();
  const filters = desk.getByRole('form', { name: 'Withdrawal filters' });
  await filters.getByLabel('Member').fill(member.username);
  await filters.getByRole('button', { name: 'Apply' }).click();
  const row = desk
    .getByRole('table', { name: 'Withdrawals' })
    .getByRole('row')
    .filter({ hasText: member.username });
  await expect(row).toContainText('Waiting for review');
  await expect(row).toContainText('****6702');
  await expectNoAxeViolations(desk);
  await row.getByRole('button', { name: `Open the withdrawal of ${member.username}` }).click();
  const panel = desk.getByRole('region', { name: 'Withdrawal request' });
  await expect(panel).toContainText(PAYEE);
  await expect(panel.getByRole('table', { name: 'Recent activity' })).toContainText('withdrawal');
  await expectNoAxeViolations(desk);
  await panel.getByRole('button', { name: 'Approve' }).click();
  const approve = desk.getByRole('dialog', { name: 'Approve the withdrawal' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await consoleContext.close();

  // The sandbox payout pays it on the status job's next run; the member sees it paid.
  await expect(async () => {
    await page.reload();
    await expect(records.getByRole('listitem').first()).toContainText('Paid', { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  await expect(records.getByRole('button', { name: /^Cancel the withdrawal of/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
