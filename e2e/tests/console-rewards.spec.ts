import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { apiLogin, expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('finance approves a reward application in the console; the member sees the turnover it carries on the withdraw screen', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  test.setTimeout(120_000);
  const member = await makeMember();
  const { token } = await apiLogin(request, member);
  const joined = await request.post('/api/v1/promotions/activities/demo-weekend-reload/join', {
    data: { remark: 'Slots' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  await signInTestOperator(page, request, 'finance');
  await page.getByRole('link', { name: 'Reward claims' }).click();
  const table = page.getByRole('table', { name: 'Reward claims' });
  const row = table.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('Waiting for review');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Approve the reward claim of ${member.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the reward claim' });
  await expect(dialog).toContainText('5×');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Status').selectOption('Issued');
  await expect(table.getByRole('row').filter({ hasText: member.username })).toContainText('Paid');

  await signIn(member);
  await page.goto('/m/withdraw');
  await expect(page.getByRole('status').filter({ hasText: 'Bonus turnover' })).toContainText('125');
});
