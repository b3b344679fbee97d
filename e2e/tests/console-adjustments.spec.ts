import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { consoleWrite, enterTotp, signInTestOperator } from '../support/console.ts';
import { apiLogin, uniquePassword, uniqueUsername } from '../support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('an owner creates a finance operator and files an adjustment above the threshold; the new operator enrols and approves it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const member = { username: uniqueUsername(), password: uniquePassword(), type: 0 };
  const created = await request.post('/api/v1/test/members', { data: member });
  expect(created.ok(), await created.text()).toBe(true);
  const memberId = ((await created.json()) as { value: { id: string } }).value.id;
  const cashier = { username: `cash${randomBytes(4).toString('hex')}`, password: 'cashier-password-1' };

  await signInTestOperator(page, request, 'owner');

  // The owner creates the finance operator and copies the one-time enrolment link.
  await page.getByRole('link', { name: 'Operators' }).click();
  await page.getByRole('button', { name: 'New operator' }).click();
  const createDialog = page.getByRole('dialog', { name: 'New operator' });
  await createDialog.getByLabel('Username').fill(cashier.username);
  await createDialog.getByLabel('Role').selectOption('finance');
  await expectNoAxeViolations(page);
  await createDialog.getByRole('button', { name: 'New operator' }).click();
  const link = await createDialog.getByLabel('Enrolment link').inputValue();
  expect(link).toMatch(/\/console\/enrol#/);
  await expectNoAxeViolations(page);
  await createDialog.getByRole('button', { name: 'Done' }).click();

  const table = page.getByRole('table', { name: 'Operators' });
  await expect(table.getByRole('row').filter({ hasText: cashier.username })).toContainText(
    'Waiting for enrolment',
  );
  await page.getByRole('button', { name: `Change ${cashier.username}` }).click();
  await expect(page.getByRole('dialog', { name: `Change ${cashier.username}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The member page places the adjustment form; here the owner files it through the API from the console.
  const adjustment = await consoleWrite<{ id: string; status: string }>(
    page,
    `/console/members/${memberId}/adjustments`,
    { direction: 'credit', amount: 1500, reason: 'Jackpot paid by hand' },
  );
  expect(adjustment.status).toBe('pending_approval');
  await page.getByRole('link', { name: 'Adjustments' }).click();
  const pending = page.getByRole('table', { name: 'Balance adjustments' }).getByRole('row').filter({
    hasText: member.username,
  });
  await expect(pending).toContainText('Waiting for approval');
  // The maker cannot approve their own.
  await expect(pending.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Log out' }).click();

  // The finance operator sets a password through the link, then enrols the authenticator at first sign-in.
  await page.goto(link);
  await page.getByLabel('New password').fill(cashier.password);
  await page.getByLabel('Repeat the password').fill(cashier.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel('Username').fill(cashier.username);
  await page.getByLabel('Password').fill(cashier.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  const secret =
    (await page
      .getByText('Or type this key into the app:')
      .locator('xpath=following-sibling::p[1]')
      .textContent()) ?? '';
  await enterTotp(page, secret.trim());
  await page.getByLabel('I saved them').check();
  await page.getByRole('button', { name: 'Open the console' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${cashier.username}` })).toBeVisible();

  // It approves the owner's adjustment; the member's balance changes.
  await page.getByRole('link', { name: 'Adjustments' }).click();
  await page.getByRole('button', { name: `Approve the adjustment of ${member.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the adjustment' });
  await dialog.getByLabel('Reason (optional)').fill('Checked the round');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(/\/console\/adjustments\?status=approved$/);
  await expect(
    page
      .getByRole('table', { name: 'Balance adjustments' })
      .getByRole('row')
      .filter({ hasText: member.username }),
  ).toContainText(`Approved by ${cashier.username}: Checked the round`);
  await expectNoAxeViolations(page);

  const grant = await apiLogin(request, member);
  const wallet = await request.get('/api/v1/wallet', { headers: { authorization: `Bearer ${grant.token}` } });
  expect(((await wallet.json()) as { value: { sumBalance: number } }).value.sumBalance).toBe(1500);
});
