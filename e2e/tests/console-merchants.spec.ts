import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { consoleSignIn, type TestOperator } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** An enrolled operator of the platform (no merchant): only they see and create merchants. */
async function platformOwner(request: APIRequestContext): Promise<TestOperator> {
  const response = await request.post('/api/v1/test/operators', {
    data: { username: `op${randomBytes(5).toString('hex')}`, role: 'owner', platform: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: TestOperator }).value;
}

test("a platform operator creates a merchant in the console and the merchant's domain serves it to players at once", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const owner = await platformOwner(request);
  const code = `m${randomBytes(5).toString('hex')}`;
  const host = `${code}.localhost`;
  const name = `Merchant ${code}`;

  const desk = await browser.newContext({ ...DESKTOP, baseURL: test.info().project.use.baseURL });
  const operator = await desk.newPage();
  await consoleSignIn(operator, owner);
  await operator.getByRole('link', { name: 'Merchants' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
  const table = operator.getByRole('table', { name: 'Merchants' });
  await expect(table.getByRole('row', { name: /localhost, 127\.0\.0\.1/ })).toBeVisible();

  await operator.getByRole('button', { name: 'New merchant' }).click();
  const dialog = operator.getByRole('dialog', { name: 'New merchant' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Domains').fill('localhost');
  await dialog.getByLabel('Currency').fill('EUR');
  await dialog.getByLabel('Timezone').selectOption('Europe/Berlin');
  await dialog.getByLabel('Copy settings from').selectOption('demo');
  await dialog.getByRole('button', { name: 'New merchant' }).click();
  // The demo merchant answers on localhost already: said under the field, nothing created.
  await expect(dialog.getByText('Another merchant answers on this domain already.')).toBeVisible();
  await expect(dialog.getByLabel('Domains')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(operator);
  await shot(operator, 'console-merchants-refused');

  await dialog.getByLabel('Domains').fill(host);
  await dialog.getByRole('button', { name: 'New merchant' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(operator.getByRole('status')).toHaveText(
    `Merchant ${code} created. Its domains serve it now.`,
  );
  const row = table.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText(name);
  await expect(row).toContainText('EUR');
  await expect(row).toContainText('Europe/Berlin');
  await expectNoAxeViolations(operator);
  await shot(operator, 'console-merchants-list');

  // A player on the new domain gets the new merchant, with the settings copied from the demo merchant.
  const url = new URL(baseURL ?? '');
  await page.goto(`${url.protocol}//${host}:${url.port}/m/`);
  // Its name in the footer, its licence line copied from the demo merchant's settings.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(name, { timeout: 15_000 });
  await expect(footer).toContainText('Demo Gaming Authority');

  // Found by part of its name, edited: a second domain and a new name, which players get there at once.
  await operator.getByLabel('Find merchants').fill(code.slice(1, 7));
  await operator.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await operator.getByRole('button', { name: `Edit merchant ${code}` }).click();
  const edit = operator.getByRole('dialog', { name: `Edit merchant ${code}` });
  await edit.getByLabel('Name', { exact: true }).fill(`${name} Casino`);
  await edit.getByLabel('Domains').fill(`${host}\nwww.${host}`);
  await edit.getByLabel('Reason').fill('A second address');
  await expectNoAxeViolations(operator);
  await shot(operator, 'console-merchants-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(operator.getByRole('status')).toHaveText(
    `Merchant ${code} saved. Its domains serve it now on every server.`,
  );
  await expect(row).toContainText(`www.${host}`);
  await page.goto(`${url.protocol}//www.${host}:${url.port}/m/`);
  await expect(page.getByRole('contentinfo')).toContainText(`${name} Casino`, { timeout: 15_000 });
  await desk.close();
});
