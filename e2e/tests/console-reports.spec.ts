import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { makeMemberWithData } from '../support/member-with-data.ts';

// The demo merchant's finance staff work in its timezone, so the reports' default days (the browser's last 7)
// are the merchant's days, today's play included at any hour of the run.
test.use({
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  timezoneId: 'Asia/Karachi',
});

test("finance sees a member's play in the reports and the rounds reconciled; axe clean in light and dark", async ({
  page,
  request,
}) => {
  // A member of the demo merchant deposits and spins the sandbox slot through the real API.
  const { member } = await makeMemberWithData(request);
  await signInTestOperator(page, request, 'finance');

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('table', { name: 'GGR by day' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Bets, wins and gross gaming revenue by day, chart of / }),
  ).toBeVisible();
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
  await expect(page.getByRole('region', { name: 'Differences' })).toContainText(
    'No differences: every round matches the ledger.',
  );
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);
});
