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

/** A custom property as the page computes it on <html>. */
const rootToken = (page: Page, name: string) =>
  page.evaluate((token) => getComputedStyle(document.documentElement).getPropertyValue(token).trim(), name);

test('an operator gives the merchant its own button colour and logo, and a player already on home sees them within 5 seconds', async ({
  page,
  browser,
  request,
  makeMerchant,
}) => {
  const merchant = await makeMerchant({});
  const owner = await merchantOwner(request, merchant);

  // The player is on home before the change, with the app's own colours and mark.
  await page.goto(`${merchant.origin}/m/home`);
  const login = page.getByRole('link', { name: 'Log in' }).first();
  await expect(login).toBeVisible();
  expect(await rootToken(page, '--color-primary')).toBe('#8f70ff');

  const desk = await browser.newContext({ ...DESKTOP, baseURL: test.info().project.use.baseURL });
  const operator = await desk.newPage();
  await consoleSignIn(operator, owner);
  await operator.getByRole('link', { name: 'Settings' }).click();
  await operator.getByRole('button', { name: 'Brand', exact: true }).click();
  await expect(operator.getByRole('heading', { level: 2, name: 'Brand' })).toBeVisible();
  await operator.getByRole('switch', { name: "Use the merchant's own colours" }).check();
  const primary = operator.getByRole('group', { name: /^Primary/ });
  await primary.getByLabel('Primary colour', { exact: true }).fill('#f7c85a');
  await expect(primary.getByRole('status')).toContainText('Below 4.5:1');
  await primary.getByLabel('Primary colour', { exact: true }).fill('#c0152f');
  await expect(primary.getByRole('status')).toContainText('6.1:1. Readable');
  const logo = await operator.screenshot({ clip: { x: 0, y: 0, width: 240, height: 60 } });
  await operator
    .getByLabel('Logo picture')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(operator.getByRole('button', { name: 'Remove the logo' })).toBeVisible();
  await expectNoAxeViolations(operator);
  await shot(operator, 'console-settings-brand');
  await operator.setViewportSize({ width: 390, height: 844 });
  await operator.getByRole('heading', { level: 2, name: 'Brand' }).scrollIntoViewIfNeeded();
  await operator.screenshot({ path: test.info().outputPath('console-settings-brand-phone.png') });
  await operator.setViewportSize(DESKTOP.viewport);
  await operator.getByRole('button', { name: 'Save' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Save the settings' });
  await dialog.getByLabel('Reason').fill('The merchant’s red');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(operator.getByText(/Saved as version 2/)).toBeVisible();

  // The app asks for the status every 5 s: the change shows within that and the request's round trip.
  await expect
    .poll(() => rootToken(page, '--color-primary'), { timeout: 6_000, intervals: [100] })
    .toBe('#c0152f');
  // The invitation tile's emblem is drawn in the primary colour.
  const invite = page.getByRole('button', { name: /^Invite friends/ });
  const emblem = (button: HTMLElement) =>
    getComputedStyle(button.firstElementChild as Element).backgroundImage;
  expect(await invite.evaluate(emblem)).toContain('rgb(192, 21, 47)');
  const shownLogo = page.getByRole('link', { name: / home$/ }).getByRole('img');
  await expect(shownLogo).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
  await expect(shownLogo).toHaveAttribute('width', '240');
  await expect(shownLogo).toHaveAttribute('height', '60');
  await page.screenshot({ path: test.info().outputPath('player-home-brand.png') });

  // A reload keeps it: public/theme-init.js sets the kept colours before the app starts.
  await page.reload();
  expect(await rootToken(page, '--color-primary')).toBe('#c0152f');
  await desk.close();
});
