import { expect, type Page } from '@playwright/test';
import { totpCode } from './totp.ts';

/** The demo operator (README): owner of the demo merchant, authenticator already enrolled. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'demo-console-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
};

/**
 * Enters the demo operator's TOTP code on the second step until the console opens. A code works once and
 * other tests sign the same operator in at the same time, so a refused code is followed by the next step's
 * one (the server accepts a neighbouring step), then, half a minute on, by the next step's one again.
 */
export async function enterDemoTotp(page: Page): Promise<void> {
  const welcome = page.getByRole('heading', { name: `Welcome, ${DEMO_OPERATOR.username}` });
  for (const [attempt, offset] of [0, 30_000, 30_000].entries()) {
    if (attempt === 2) await page.waitForTimeout(30_000);
    await page.getByLabel('Verification code').fill(totpCode(DEMO_OPERATOR.totpSecret, Date.now() + offset));
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/console/login/verify'),
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    if ((await answered).ok()) break;
  }
  await expect(welcome).toBeVisible();
}

/** Signs the demo operator in on the console's sign-in page. */
export async function signInDemoOperator(page: Page): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Username').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterDemoTotp(page);
}
