import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { enterTotp, DEMO_OPERATOR as OPERATOR } from '../support/console.ts';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('the demo operator signs in with password and TOTP, sees the frame, operators and audit trail, logs out', async ({
  page,
}) => {
  await page.goto('/console/');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Another test may have spent this 30-second step's code: enterTotp then waits for the next one.
  await enterTotp(page, OPERATOR.totpSecret);

  await expect(page.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('admin', { exact: true })).toBeVisible();
  await expect(header.getByText('Owner · demo')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Operators' }).click();
  await expect(
    page.getByRole('table', { name: 'Operators' }).getByRole('cell', { name: 'admin' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Action').fill('login.succeeded');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/console\/audit\?action=login\.succeeded$/);
  const trail = page.getByRole('table', { name: 'Audit trail' });
  await expect(trail.getByRole('cell', { name: 'login.succeeded' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Home' }).click();

  // The session is the cookie's: a reload keeps the operator signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
});
