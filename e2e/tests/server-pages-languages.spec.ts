import { LOTTO_H5_VENDOR_BASE, WEB_BASE } from '@lobby/contract';
import type { APIRequestContext, Page } from '@playwright/test';
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

/** The launch query of the catalogue's first slot game. */
async function slotQuery(request: APIRequestContext) {
  const games = await request.get('/api/v1/games?gameType=RNG&pageSize=1');
  const [slot] = ((await games.json()) as { value: { games: Record<string, string>[] } }).value.games;
  if (!slot) throw new Error('no slot game');
  return new URLSearchParams({
    gameCategory: 'RNG',
    vendor: slot.vassalage ?? '',
    gameId: slot.gameId ?? '',
    nodeId: String(slot.nodeId),
  });
}

const LOTTERY_QUERY = new URLSearchParams({ gameCategory: 'LOTT', vendor: 'TCG_LOTTO_VN', gameId: 'lobby' });
const CHAT_PATH = '/messages/chat/launch?b2c=1&backUrl=%2Fm';

/** Opens the vendor's lottery page itself: the app's /m/lotto-h5 route frames it with the same path and query. */
const vendorLotteryUrl = (url: string) => url.replace(`${WEB_BASE}/lotto-h5/`, `${LOTTO_H5_VENDOR_BASE}/`);

/** The web font files and font stylesheets the page fetches, and whether each loaded. */
function fontRequests(page: Page) {
  const seen: { url: string; ok: boolean }[] = [];
  page.on('requestfinished', async (request) => {
    const url = request.url();
    if (/\.woff2?$|\/page-fonts\//.test(url))
      seen.push({ url, ok: (await request.response())?.ok() ?? false });
  });
  page.on('requestfailed', (request) => seen.push({ url: request.url(), ok: false }));
  return seen;
}

/**
 * The body's text is drawn with the shipped `family`: it comes first in the body's font stack, one of its faces
 * has loaded, and the page's own text of that script needs no face that is still to load.
 */
async function expectDrawnWith(page: Page, family: string, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        async ([name, sample]) => {
          await document.fonts.ready;
          const loaded = [...document.fonts].some(
            (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
          );
          const first = getComputedStyle(document.body).fontFamily.split(',')[0]?.replace(/["']/g, '').trim();
          return loaded && first === name && document.fonts.check(`16px "${name}"`, sample);
        },
        [family, text],
      ),
    )
    .toBe(true);
}

test('the server’s pages speak the launch language, right to left for Arabic and Persian', async ({
  page,
  request,
  makeMember,
}) => {
  const { token } = await apiLogin(request, await makeMember());
  await page.goto(await launchUrl(request, token, `/games/launch?${await slotQuery(request)}`, 'AR'));
  await expect(page.getByRole('button', { name: 'دوران' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto(vendorLotteryUrl(await launchUrl(request, token, `/games/launch?${LOTTERY_QUERY}`, 'TH')));
  await expect(page.getByRole('button', { name: 'ซื้อหวย' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('หวย');

  await page.goto(await launchUrl(request, token, CHAT_PATH, 'FA'));
  await expect(page.getByRole('heading', { name: 'پشتیبانی مشتریان' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // KR is an alias of Korean: the chat opens in Korean (a new document: only the URL's fragment differs).
  await page.goto('about:blank');
  await page.goto(await launchUrl(request, token, CHAT_PATH, 'KR'));
  await expect(page.getByRole('button', { name: '보내기' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the server’s pages draw Burmese, Khmer, Lao and Urdu with the app’s fonts, and English fetches none', async ({
  page,
  request,
  makeMember,
}) => {
  const { token } = await apiLogin(request, await makeMember());
  const fonts = fontRequests(page);
  // Playwright reports a finished request after the page may already draw with it: callers poll.
  const fetched = (part: string) => fonts.some((font) => font.ok && font.url.includes(part));

  await page.goto(await launchUrl(request, token, `/games/launch?${await slotQuery(request)}`, 'MY'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expectDrawnWith(page, 'Noto Sans Myanmar', await page.locator('body').innerText());
  await expect
    .poll(() => fetched('/page-fonts/MY.css') && fetched('/m/assets/noto-sans-myanmar-myanmar-'))
    .toBe(true);

  await page.goto(vendorLotteryUrl(await launchUrl(request, token, `/games/launch?${LOTTERY_QUERY}`, 'KM')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expectDrawnWith(page, 'Noto Sans Khmer', await page.title());
  await expect.poll(() => fetched('/m/assets/noto-sans-khmer-khmer-')).toBe(true);

  await page.goto(await launchUrl(request, token, CHAT_PATH, 'LO'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'lo');
  await expectDrawnWith(page, 'Noto Sans Lao', await page.title());
  await expect.poll(() => fetched('/m/assets/noto-sans-lao-lao-')).toBe(true);

  // Nastaliq's tall letters need the app's taller lines: 1.4 × 1.5 of the font size.
  await page.goto('about:blank');
  await page.goto(await launchUrl(request, token, CHAT_PATH, 'UR'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectDrawnWith(page, 'Noto Nastaliq Urdu', await page.title());
  await expect.poll(() => fetched('/m/assets/noto-nastaliq-urdu-arabic-')).toBe(true);
  const { lineHeight, fontSize } = await page.evaluate(() => getComputedStyle(document.body));
  expect(Number.parseFloat(lineHeight) / Number.parseFloat(fontSize)).toBeCloseTo(2.1, 1);

  // English draws with the phone's fonts: neither a font stylesheet nor a font file is fetched.
  fonts.length = 0;
  await page.goto('about:blank');
  await page.goto(await launchUrl(request, token, CHAT_PATH, 'EN'));
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);
});
