import { expect, type Page } from '@playwright/test';
import { totpCode } from './totp.ts';

/** The demo operator (README): owner of the demo merchant, authenticator already enrolled. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'demo-console-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
};

const STEP_MS = 30_000;

/**
 * Enters the demo operator's current TOTP code on the second step and signs in. A code is accepted once
 * (decision 0039): when another test signed the demo operator in during the same 30-second step, the code
 * is refused, so this waits for the next step and tries again.
 */
export async function submitDemoTotp(page: Page): Promise<void> {
  const welcome = page.getByRole('heading', { name: `Welcome, ${DEMO_OPERATOR.username}` });
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel('Verification code').fill(totpCode(DEMO_OPERATOR.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'already used' });
    await expect(welcome.or(refused)).toBeVisible();
    if ((await welcome.isVisible()) || attempt === 2) break;
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  }
  await expect(welcome).toBeVisible();
}

/** Signs the demo operator in through the console's two steps and waits for the home page. */
export async function signInDemoOperator(page: Page): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Username').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitDemoTotp(page);
}
