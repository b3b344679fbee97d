import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { totpCode } from './totp.ts';

/** The demo operator (README): owner of the demo merchant, authenticator already enrolled. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'demo-console-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
};

/**
 * Enters the six digits of `secret` in the open second step. A code is accepted once per operator and 30 s
 * step, so when another test used this step's code already, it waits for the next step and tries again.
 */
export async function enterTotp(page: Page, secret: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('Verification code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'already used' });
    const outcome = await Promise.race([
      refused.waitFor().then(() => 'refused' as const),
      page
        .getByRole('button', { name: 'Sign in' })
        .waitFor({ state: 'detached' })
        .then(() => 'passed' as const),
    ]);
    if (outcome === 'passed') return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error('the TOTP code was refused twice');
}

/**
 * Signs the page's browser context in through the console's API (password, then TOTP: the cookie lands in
 * the context) and opens the console. The sign-in screen itself is console-sign-in.spec.ts's subject.
 */
export async function consoleSignIn(
  page: Page,
  operator: { username: string; password: string; totpSecret: string },
): Promise<void> {
  const passed = await page.request.post('/api/v1/console/login', {
    data: { username: operator.username, password: operator.password },
  });
  expect(passed.ok(), await passed.text()).toBe(true);
  const { challenge } = ((await passed.json()) as { value: { challenge: string } }).value;
  for (let attempt = 0; attempt < 2; attempt++) {
    const verified = await page.request.post('/api/v1/console/login/verify', {
      data: { challenge, code: totpCode(operator.totpSecret) },
    });
    if (verified.ok()) {
      await page.goto('/console/');
      return;
    }
    // A code is accepted once per operator and step: another sign-in of this operator spent it.
    expect(verified.status(), await verified.text()).toBe(401);
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error('the TOTP code was refused twice');
}

/** A console write from the signed-in page (its cookie), with the session's CSRF token. */
export async function consoleWrite<T>(page: Page, path: string, data: object): Promise<T> {
  const session = await page.request.get('/api/v1/console/session');
  const { csrfToken } = ((await session.json()) as { value: { csrfToken: string } }).value;
  const response = await page.request.post(`/api/v1${path}`, {
    data,
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

export interface TestOperator {
  username: string;
  password: string;
  totpSecret: string;
}

/**
 * An enrolled operator made through the test facilities, of the demo merchant or of the merchant whose site
 * `host` names: each test signs in its own operator, since a TOTP code is accepted once per operator and step.
 */
export async function createTestOperator(
  request: APIRequestContext,
  role: string,
  merchantSite: { host?: string } = {},
): Promise<TestOperator> {
  const response = await request.post('/api/v1/test/operators', {
    data: { username: `op${randomBytes(5).toString('hex')}`, role },
    headers: merchantSite.host ? { host: merchantSite.host } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: TestOperator }).value;
}

/** Makes an operator with `role` and signs them in on the console; answers the operator. */
export async function signInTestOperator(
  page: Page,
  request: APIRequestContext,
  role: string,
): Promise<TestOperator> {
  const operator = await createTestOperator(request, role);
  await consoleSignIn(page, operator);
  await expect(page.getByRole('heading', { name: `Welcome, ${operator.username}` })).toBeVisible();
  return operator;
}

/**
 * Searches the console's games by name and waits until the table shows what the search found: the URL
 * changes at once, the rows when the answer comes, and "every game on this page" is what is on show.
 */
export async function searchConsoleGames(desk: Page, name: string): Promise<void> {
  await desk.getByLabel('Name or code').fill(name);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(desk).toHaveURL(/\/console\/games\?name=/);
  const picks = desk
    .getByRole('table', { name: 'Games' })
    .getByRole('checkbox', { name: /^Select (?!every )/ });
  await expect
    .poll(async () => {
      const labels = await picks.evaluateAll((boxes) =>
        boxes.map((box) => box.getAttribute('aria-label') ?? ''),
      );
      return labels.length > 0 && labels.every((label) => label.includes(name));
    })
    .toBe(true);
}
