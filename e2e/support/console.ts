import { expect, type Page } from '@playwright/test';
import { totpCode } from './totp.ts';

/** The demo operator (README): owner of the demo merchant, authenticator already enrolled. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'demo-console-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
};

/**
 * Signs the demo operator in on the console's sign-in page. A TOTP code works once and other tests sign
 * the same operator in, so a refused code is followed by the next step's one (the server accepts a
 * neighbouring step), then by a fresh one half a minute on.
 */
export async function signInDemoOperator(page: Page): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Username').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const welcome = page.getByRole('heading', { name: `Welcome, ${DEMO_OPERATOR.username}` });
  for (const offset of [0, 30_000, 60_000]) {
    if (offset === 60_000) await page.waitForTimeout(30_000);
    await page.getByLabel('Verification code').fill(totpCode(DEMO_OPERATOR.totpSecret, Date.now() + offset));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const answered = await Promise.race([
      welcome.waitFor().then(() => 'in' as const),
      page
        .getByRole('alert')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (answered === 'in') return;
  }
  await expect(welcome).toBeVisible();
}
