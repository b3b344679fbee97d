import { expect, type Page } from '@playwright/test';
import { totpCode } from './totp.ts';

/** The demo operator (README): owner of the demo merchant, authenticator already enrolled. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'demo-console-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
};

/** Signs the demo operator in through the console's two steps and waits for the home page. */
export async function signInDemoOperator(page: Page): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Username').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(totpCode(DEMO_OPERATOR.totpSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_OPERATOR.username}` })).toBeVisible();
}
