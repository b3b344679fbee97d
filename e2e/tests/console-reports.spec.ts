import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { makeMemberWithData } from '../support/member-with-data.ts';

// The browser is 12 or 13 hours behind the demo merchant (Asia/Karachi): the reports' default days are still the
// merchant's last 7, chosen by the server (decision 0091), so today's play shows at any hour of the run.
test.use({
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  timezoneId: 'America/Los_Angeles',
});

const DAY_MS = 86_400_000;
const karachiDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(at);

/** The range form shows the merchant's last 7 days, today (Karachi's, at some moment since `since`) included. */
async function expectMerchantWeek(page: Page, since: number) {
  const today = page.getByLabel('To (day)');
  await expect(today).toHaveValue(new RegExp(`^(${karachiDay(since)}|${karachiDay(Date.now())})$`));
  await expect(today).toHaveAccessibleDescription('Merchant days in Asia/Karachi time.');
  const to = Date.parse(`${await today.inputValue()}T00:00:00Z`);
  await expect(page.getByLabel('From (day)')).toHaveValue(
    new Date(to - 6 * DAY_MS).toISOString().slice(0, 10),
  );
}

test("finance sees a member's play in the reports and the rounds reconciled; axe clean in light and dark", async ({
  page,
  request,
}) => {
  // A member of the demo merchant deposits and spins the sandbox slot through the real API.
  const { member } = await makeMemberWithData(request);
  await signInTestOperator(page, request, 'finance');
  const since = Date.now();

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('table', { name: 'GGR by day' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Bets, wins and gross gaming revenue by day, chart of / }),
  ).toBeVisible();
  await expectMerchantWeek(page, since);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Player profit and loss' }).click();
  await expect(page).toHaveURL(/kind=player-pnl/);
  // Other tests' members play too: page through until this member's row shows.
  await expect(async () => {
    await page.reload();
    const table = page.getByRole('table', { name: 'Player profit and loss' });
    await expect(table).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: member.username });
    if ((await row.count()) === 0 && (await page.getByRole('button', { name: 'Next' }).isEnabled()))
      await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('row').filter({ hasText: member.username })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page.getByRole('table', { name: 'Rounds per vendor and day' })).toBeVisible();
  await expectMerchantWeek(page, since);
  await expect(page.getByRole('region', { name: 'Differences' })).toContainText(
    'No differences: every round matches the ledger.',
  );
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);
});
