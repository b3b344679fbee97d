import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { consoleSignIn, createTestOperator, signInTestOperator } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';

/** The open editor of the console page. */
const editorOf = (desk: Page, name: string) => desk.getByRole('form', { name });

test('an operator publishes an announcement and a banner; a player sees both on the home page at once', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two browsers, an upload and four axe runs on a shared two-core machine.
  test.setTimeout(180_000);
  const suffix = randomBytes(3).toString('hex');
  const notice = `Cup final tonight ${suffix}`;
  const bannerTitle = `Spring bonus ${suffix}`;

  const context = await browser.newContext({
    baseURL: baseURL ?? '',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const desk = await context.newPage();
  await signInTestOperator(desk, request, 'content');

  // The announcement: written in English and Urdu, previewed, published.
  await desk.getByRole('link', { name: 'Announcements' }).click();
  await expect(desk.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
  await desk.getByLabel('Status').selectOption('published');
  await expect(desk).toHaveURL(/\/console\/content\/announcements\?status=published$/);
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: 'New announcement' }).click();
  const editor = editorOf(desk, 'New announcement');
  await editor.getByLabel('Title (EN)').fill(notice);
  await editor.getByLabel('Text (EN, HTML)').fill('<p>The final starts at <strong>20:00</strong>.</p>');
  await editor.getByLabel('Translation').selectOption('UR');
  await editor.getByRole('button', { name: 'Add a UR text' }).click();
  await editor.getByLabel('Title (UR)').fill(`آج رات فائنل ${suffix}`);
  await editor.getByLabel('Text (UR, HTML)').fill('<p>فائنل آٹھ بجے</p>');
  const preview = desk.getByRole('figure');
  await expect(preview.getByText('The final starts at')).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: test.info().outputPath('announcement-editor.png') });
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('status')).toContainText('Saved. Status: Published.');
  await desk.getByRole('button', { name: 'Close the editor' }).click();
  await expect(
    desk.getByRole('table', { name: 'Announcements' }).getByRole('row', { name: new RegExp(notice) }),
  ).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('announcements.png') });

  // The banner: a picture uploaded, a link into the app, published.
  await desk.getByRole('link', { name: 'Banners' }).click();
  await desk.getByRole('button', { name: 'New banner' }).click();
  const bannerEditor = editorOf(desk, 'New banner');
  const picture = await desk.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 560 } });
  await bannerEditor
    .getByLabel('Picture')
    .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: picture });
  await expect(bannerEditor.getByText(/^Picture: \/media\/uploads\/[0-9a-f]{32}-960\.webp$/)).toBeVisible();
  await bannerEditor.getByLabel('Title (EN)').fill(bannerTitle);
  await bannerEditor.getByLabel(/^Link/).fill('/m/activity');
  await expect(desk.getByRole('figure').getByRole('img', { name: bannerTitle })).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: test.info().outputPath('banner-editor.png') });
  await bannerEditor.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('status')).toContainText('Saved. Status: Published.');

  // A bad schedule is refused with the field named; nothing changes.
  const savedBanner = editorOf(desk, 'Edit banner');
  await savedBanner.getByLabel('Shown from').fill('2030-01-02T10:00');
  await savedBanner.getByLabel('Shown until').fill('2030-01-01T10:00');
  await savedBanner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(savedBanner.getByRole('alert')).toContainText(
    'The end must come after the start. — Shown until',
  );

  // The player, in a browser of their own, sees both on the home page without anything restarting.
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
  });
  await page.goto('/m/home');
  await expect(
    page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: notice }),
  ).toBeVisible();
  const banner = page.getByRole('img', { name: bannerTitle });
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(960);
  await page.screenshot({ path: test.info().outputPath('player-home.png') });

  // Unpublished: gone for the player on the next visit; a deleted help article asks first.
  await desk.getByRole('link', { name: 'Announcements' }).click();
  await desk.getByRole('button', { name: `Edit ${notice}` }).click();
  await editorOf(desk, 'Edit announcement').getByRole('button', { name: 'Unpublish' }).click();
  await expect(desk.getByRole('status')).toContainText('Saved. Status: Unpublished.');
  await desk.getByRole('button', { name: `Delete ${notice}` }).click();
  const confirm = desk.getByRole('dialog', { name: `Delete “${notice}”?` });
  await expectNoAxeViolations(desk);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(desk.getByRole('row', { name: new RegExp(notice) })).toHaveCount(0);
  // The browser may keep the player's last answer 5 seconds (max-age=5), no longer.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('img', { name: bannerTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: notice })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // Help articles: the editor is axe-clean too.
  await desk.getByRole('link', { name: 'Help articles' }).click();
  await desk.getByRole('button', { name: 'New help article' }).click();
  await expect(editorOf(desk, 'New help article')).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: test.info().outputPath('help-editor.png') });
  await context.close();
});

test("content sets a merchant's winner board and jackpot; the player's open home page follows within seconds", async ({
  page,
  browser,
  baseURL,
  request,
  makeMerchant,
}) => {
  test.setTimeout(120_000);
  // A merchant of its own: the shared demo merchant's home stays as other tests expect it.
  const merchant = await makeMerchant({});
  const operator = await createTestOperator(request, 'content', { host: new URL(merchant.origin).host });

  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
  });
  await page.goto(`${merchant.origin}/m/home`);
  const jackpot = page.getByRole('region', { name: 'Jackpot' });
  await expect(jackpot).toContainText(/23,76\d,\d{3}\.\d\d/);
  await expect(page.getByRole('region', { name: 'Latest winners' })).toBeAttached();

  const context = await browser.newContext({
    baseURL: baseURL ?? '',
    viewport: { width: 1280, height: 900 },
  });
  const desk = await context.newPage();
  await consoleSignIn(desk, operator);
  await desk.getByRole('link', { name: 'Settings' }).click();
  await desk.getByRole('button', { name: 'Winner board and jackpot' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Winner board and jackpot' })).toBeVisible();
  await desk.getByRole('switch', { name: 'Show the winner board on home' }).uncheck();
  await desk.getByLabel('Start value').fill('1000');
  await desk.getByLabel('Maximum').fill('500');
  // A maximum below the start cannot be saved; the field says why.
  await expect(desk.getByLabel('Maximum')).toHaveAttribute('aria-invalid', 'true');
  await expect(desk.getByRole('button', { name: 'Save' })).toBeDisabled();
  await desk.getByLabel('Maximum').fill('2000');
  await desk.getByLabel('Smallest step').fill('0.01');
  await desk.getByLabel('Largest step').fill('0.01');
  const preview = desk.getByRole('figure');
  await expect(preview).toContainText('$1,000.00');
  await expect(preview).toContainText('No winner board');
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: test.info().outputPath('home-settings.png'), fullPage: true });
  await desk.getByRole('button', { name: 'Save' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Save the settings' });
  await dialog.getByLabel('Reason').fill('Smaller jackpot for the launch');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // The player's page was not reloaded: the status it polls brings the new settings.
  await expect(jackpot).toContainText(/\$1,000\.0\d/, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Latest winners' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('player-home-jackpot.png') });
  await context.close();
});
