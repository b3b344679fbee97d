import { LOTTO_H5_VENDOR_BASE, WEB_BASE } from '@lobby/contract';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, test } from '../support/fixtures.ts';

/** A launch URL the API answers for the member, in `language`. */
async function launchUrl(request: APIRequestContext, token: string, path: string, language: string) {
  const response = await request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-language': language },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { value } = (await response.json()) as { value: { url?: string; chatUrl?: string } };
  return value.url ?? value.chatUrl ?? '';
}

test('the server’s pages speak the launch language, right to left for Arabic and Persian', async ({
  page,
  request,
  makeMember,
}) => {
  const { token } = await apiLogin(request, await makeMember());
  const games = await request.get('/api/v1/games?gameType=RNG&pageSize=1');
  const [slot] = ((await games.json()) as { value: { games: Record<string, string>[] } }).value.games;
  if (!slot) throw new Error('no slot game');
  const slotQuery = new URLSearchParams({
    gameCategory: 'RNG',
    vendor: slot.vassalage ?? '',
    gameId: slot.gameId ?? '',
    nodeId: String(slot.nodeId),
  });

  await page.goto(await launchUrl(request, token, `/games/launch?${slotQuery}`, 'AR'));
  await expect(page.getByRole('button', { name: 'دوران' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const lottery = new URLSearchParams({ gameCategory: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'lobby' });
  // The app's /m/lotto-h5 route frames the vendor's page with the same path and query.
  const lotteryUrl = await launchUrl(request, token, `/games/launch?${lottery}`, 'TH');
  await page.goto(lotteryUrl.replace(`${WEB_BASE}/lotto-h5/`, `${LOTTO_H5_VENDOR_BASE}/`));
  await expect(page.getByRole('button', { name: 'ซื้อหวย' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('หวย');

  await page.goto(await launchUrl(request, token, '/messages/chat/launch?b2c=1&backUrl=%2Fm', 'FA'));
  await expect(page.getByRole('heading', { name: 'پشتیبانی مشتریان' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // KR is an alias of Korean: the chat opens in Korean (a new document: only the URL's fragment differs).
  await page.goto('about:blank');
  await page.goto(await launchUrl(request, token, '/messages/chat/launch?b2c=1&backUrl=%2Fm', 'KR'));
  await expect(page.getByRole('button', { name: '보내기' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
