import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a merchant in maintenance shows the maintenance page', async ({ page, makeMerchant }) => {
  const merchant = await makeMerchant({ maintenance: { enabled: true } });
  await page.goto(`${merchant.origin}/m/home`);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lobby Demo lobby' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('maintenance reads the same under the other status reading', async ({ page, makeMerchant }) => {
  const merchant = await makeMerchant({ maintenance: { enabled: true }, statusReading: 'restriction-first' });
  await page.goto(`${merchant.origin}/m/gameList`);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
});

test('a client from a blocked IP range sees the restricted page', async ({ page, makeMerchant }) => {
  const merchant = await makeMerchant({ region: { blockedIpRanges: ['127.0.0.0/8', '::1/128'] } });
  await page.goto(`${merchant.origin}/m/home`);
  await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
});

test('the app returns when maintenance ends, without a stale cached page', async ({
  page,
  makeMerchant,
  request,
}) => {
  const merchant = await makeMerchant({ maintenance: { enabled: true } });
  await page.goto(`${merchant.origin}/m/home`);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  const reopened = await request.put(`/api/v1/test/merchants/${merchant.code}`, {
    data: { domains: [new URL(merchant.origin).hostname], config: { name: 'Reopened Casino' } },
  });
  expect(reopened.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reopened Casino lobby' })).toBeVisible();
});
