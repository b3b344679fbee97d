import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { apiLogin, createMember } from '../support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

/** The "Number: n" under today's Deposits card. */
async function todaysDepositCount(page: Page): Promise<number> {
  const card = page
    .getByRole('region', { name: /^Today/ })
    .getByText('Deposits', { exact: true })
    .locator('..');
  const text = (await card.getByText(/^Number: /).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('the dashboard counts a new deposit today and is axe clean in light and dark', async ({
  page,
  request,
}) => {
  await signInTestOperator(page, request, 'owner');
  await expect(page.getByRole('region', { name: /^Today/ })).toBeVisible();
  const before = await todaysDepositCount(page);

  // A member of the demo merchant deposits through the player API; the sandbox channel confirms it.
  const member = await createMember(request, {});
  const { token } = await apiLogin(request, member);
  const headers = { authorization: `Bearer ${token}` };
  const channels = await request.get('/api/v1/wallet/deposit-channels', { headers });
  const channel = (await channels.json()).value.channels[0];
  const deposited = await request.post('/api/v1/wallet/deposits', {
    headers,
    data: { channelId: channel.channelId, amount: Math.max(100, channel.minAmount) },
  });
  expect(deposited.ok(), await deposited.text()).toBe(true);

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: /^Today/ })).toBeVisible();
    expect(await todaysDepositCount(page)).toBe(before + 1);
  }).toPass({ timeout: 20_000 });

  for (const name of [
    'Deposits and withdrawals',
    'Bets, wins and gross gaming revenue',
    'Registrations, first deposits and active members',
  ])
    await expect(page.getByRole('img', { name: `${name}, chart of the last 30 days` })).toBeVisible();
  const trend = page.getByRole('region', { name: 'Deposits and withdrawals' });
  await trend.getByText('Show the figures as a table').click();
  await expect(trend.getByRole('table', { name: 'Deposits and withdrawals' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);
});
