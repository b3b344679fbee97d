import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { consoleSignIn, createTestOperator, type TestOperator } from '../support/console.ts';
import { expect, type TestMerchant, test, uniquePassword, uniqueUsername } from '../support/fixtures.ts';
import { loginOnScreen } from '../support/login.ts';

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The test facilities pick the merchant by host: these calls are made as the test merchant's site. */
const asMerchant = (merchant: TestMerchant) => ({ host: new URL(merchant.origin).host });

/** An enrolled owner of the test merchant (never the shared demo merchant: other tests run in parallel). */
const merchantOwner = (request: APIRequestContext, merchant: TestMerchant): Promise<TestOperator> =>
  createTestOperator(request, 'owner', asMerchant(merchant));

test("an operator switches the time-out off with a reason, sees the version's changes, and the merchant's players no longer get the time-out", async ({
  page,
  browser,
  request,
  makeMerchant,
}) => {
  const merchant = await makeMerchant({});
  const owner = await merchantOwner(request, merchant);
  const member = { username: uniqueUsername(), password: uniquePassword() };
  const created = await request.post('/api/v1/test/members', { data: member, headers: asMerchant(merchant) });
  expect(created.ok(), await created.text()).toBe(true);

  const desk = await browser.newContext({ ...DESKTOP, baseURL: test.info().project.use.baseURL });
  const operator = await desk.newPage();
  await consoleSignIn(operator, owner);
  await operator.getByRole('link', { name: 'Settings' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(operator.getByText(`Merchant ${merchant.code}`)).toBeVisible();
  const timeOut = operator.getByRole('switch', { name: 'Time-out' });
  await expect(timeOut).toBeChecked();
  await expectNoAxeViolations(operator);

  await operator.getByLabel('Default reality-check interval').selectOption('30');
  await timeOut.uncheck();
  await shot(operator, 'console-settings-protection');
  await operator.getByRole('button', { name: 'Save' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Save the settings' });
  await dialog.getByLabel('Reason').fill('The partner site offers the time-out');
  await expectNoAxeViolations(operator);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(operator.getByText(/Saved as version 2/)).toBeVisible();

  await operator.getByRole('button', { name: 'Versions' }).click();
  const versions = operator.getByRole('table', { name: 'Versions of the settings' });
  const latest = versions.getByRole('row', { name: /The partner site offers the time-out/ });
  await expect(latest).toContainText('config.protectionTools.timeOut: true → false');
  await expect(latest).toContainText('config.realityCheckMinutes: 0 → 30');
  await expect(versions).toContainText('Before the first save');
  await expectNoAxeViolations(operator);
  await expect(latest.getByRole('button', { name: 'Restore version 2' })).toBeInViewport();
  await shot(operator, 'console-settings-versions');
  for (const section of [
    'Maintenance',
    'Languages',
    'Timezone and market',
    'Name and features',
    'Registration and login',
    'Region restriction',
    'Promotions',
    'Payouts and deposits',
    'Links and footer',
  ]) {
    await operator.getByRole('button', { name: section }).click();
    await expect(operator.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await shot(operator, `console-settings-${section.split(' ')[0]?.toLowerCase()}`);
  }

  // The merchant's player, on the phone, right after the save.
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
  await page.goto(`${merchant.origin}/m/login`);
  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('ok');
  await page.goto(`${merchant.origin}/m/responsibleGaming`);
  await expect(page.getByRole('region', { name: 'Self-exclusion' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Time-out' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take a time-out' })).toHaveCount(0);
  await desk.close();
});

/** A time as the console's UTC datetime-local fields take it ("2030-01-02T10:00"). */
const utcField = (offsetMinutes: number) =>
  new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(0, 16);

test("an operator schedules a maintenance window with a message through the form, and the merchant's players get the maintenance page within it", async ({
  page,
  browser,
  request,
  makeMerchant,
}) => {
  const merchant = await makeMerchant({});
  const owner = await merchantOwner(request, merchant);
  const desk = await browser.newContext({
    ...DESKTOP,
    viewport: { width: 1280, height: 900 },
    baseURL: test.info().project.use.baseURL,
  });
  const operator = await desk.newPage();
  await consoleSignIn(operator, owner);
  await operator.getByRole('link', { name: 'Settings' }).click();
  await operator.getByRole('button', { name: 'Maintenance' }).click();
  await operator.getByRole('switch', { name: 'Maintenance mode' }).check();
  await operator.getByLabel('Starts (UTC)').fill(utcField(-5));
  await operator.getByLabel('Until (UTC)').fill(utcField(-10));
  await expect(operator.getByText('The value is not valid.')).toBeVisible();
  await expect(operator.getByRole('button', { name: 'Save' })).toBeDisabled();
  await operator.getByLabel('Until (UTC)').fill(utcField(120));
  await operator.getByLabel('Message to players').fill('New games arrive tonight');
  await expectNoAxeViolations(operator);
  await shot(operator, 'console-settings-maintenance-window');
  await operator.getByRole('button', { name: 'Save' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Save the settings' });
  await dialog.getByLabel('Reason').fill('Vendor upgrade tonight');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(operator.getByText(/Saved as version 2/)).toBeVisible();

  await operator.setViewportSize({ width: 390, height: 844 });
  await operator.getByRole('button', { name: 'Links and footer' }).click();
  await expect(operator.getByRole('heading', { level: 2, name: 'Links and footer' })).toBeVisible();
  await shot(operator, 'console-settings-links-phone');

  await page.goto(merchant.origin);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await expect(page.getByText('New games arrive tonight')).toBeVisible();
  await desk.close();
});
