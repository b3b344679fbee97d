import type { APIRequestContext, Page } from '@playwright/test';
import { captchaAnswer, expect } from './fixtures.ts';

export const captchaImage = (page: Page) =>
  page.getByRole('button', { name: 'Show a new captcha image' }).locator('img');

/**
 * Answers the captcha the form shows, once a new one (not used before) is on screen: every try uses one up
 * and the form draws the next.
 */
export async function answerCaptcha(
  page: Page,
  request: APIRequestContext,
  used: Set<string>,
): Promise<void> {
  let captchaId = '';
  await expect(async () => {
    captchaId = (await captchaImage(page).getAttribute('data-captcha-id')) ?? '';
    expect(captchaId !== '' && !used.has(captchaId)).toBe(true);
  }).toPass();
  used.add(captchaId);
  await page.getByRole('textbox', { name: 'Captcha' }).fill(await captchaAnswer(request, captchaId));
}

/**
 * Logs in on the login screen and answers the server's code. Earlier failures from this client IP (other
 * tests) can make the server ask for a captcha first; it is answered and the login tried again.
 */
export async function loginOnScreen(
  page: Page,
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const used = new Set<string>();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await page.getByRole('textbox', { name: 'Captcha' }).isVisible())
      await answerCaptcha(page, request, used);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const response = await answered;
    const { code } = (await response.json()) as { code: string };
    if (code !== 'captcha_required' && code !== 'in_vwrite_code') return code;
  }
  throw new Error('the login kept asking for a captcha');
}
