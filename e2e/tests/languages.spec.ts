import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRtl, LANGUAGE_CODES, type LanguageCode } from '@lobby/contract';
import type { Page, TestInfo } from '@playwright/test';
import { catalogueName, languageTag } from '../../apps/web/src/shared/i18n/language-tags.ts';
import { ROUTE_PATHS, type RouteName, type ScreenName } from '../../apps/web/src/shared/routes.ts';
import { apiLogin, createMember, expect, type SessionGrant, test } from '../support/fixtures.ts';
import { navigateInApp, quietNetwork } from '../support/in-app.ts';

/**
 * Every language with a catalogue (KR and PT-BR stand for KO and PT) at a phone's size: the main screens show
 * no English text and no text cut off in its control; every screen renders in Urdu, Arabic and Simplified
 * Chinese, the right-to-left ones mirrored. A screenshot of home per language is attached.
 */
const locales = join(import.meta.dirname, '../../apps/web/src/i18n/locales');
const catalogues = new Set(readdirSync(locales).map((file) => file.replace(/\.json$/, '')));
const LANGUAGES = LANGUAGE_CODES.filter(
  (code) =>
    code !== 'EN' && catalogueName(code) === code.toLowerCase() && catalogues.has(catalogueName(code)),
);

type Catalog = { [key: string]: string | Catalog };
const leaves = (catalog: Catalog): string[] =>
  Object.values(catalog).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
const read = (file: string): Catalog => JSON.parse(readFileSync(join(locales, `${file}.json`), 'utf8'));
const sameAsEnglish = new Set<string>(
  JSON.parse(readFileSync(join(locales, '../same-as-english.json'), 'utf8')).values,
);
/** English texts as they show (no placeholder), which a translated screen must not show. */
const englishTexts = [...leaves(read('en')), ...leaves(read('en-screens'))].filter(
  (text) => !text.includes('{{') && /\p{L}{2}/u.test(text) && !sameAsEnglish.has(text),
);

const MAIN_SCREENS = [
  { route: 'home', guest: true },
  { route: 'login', guest: true },
  { route: 'register', guest: true },
  { route: 'memberHome', guest: false },
  { route: 'voucherCenter', guest: false },
] as const satisfies readonly { route: RouteName; guest: boolean }[];

/** Screens a member is sent away from; opened as a guest. */
const GUEST_ONLY: readonly RouteName[] = ['login', 'register', 'forget', 'trail'];
/** Screens needing data of their own (a launch, a lottery token); their own specs cover them. */
const NEEDS_LAUNCH: readonly RouteName[] = ['launchGame', 'lottoH5', 'startLottery'];
const ALL_ROUTES: RouteName[] = [
  'home',
  ...(Object.keys(ROUTE_PATHS) as ScreenName[]).filter((route) => !NEEDS_LAUNCH.includes(route)),
];
const urlOf = (route: RouteName): string =>
  route === 'home'
    ? '/m/home'
    : route === 'gameList'
      ? `${ROUTE_PATHS.gameList}?gameType=RNG`
      : route === 'helpDetail'
        ? `${ROUTE_PATHS.helpDetail}?i=0`
        : ROUTE_PATHS[route];

let grant: SessionGrant;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  grant = await apiLogin(request, await createMember(request, {}));
  await request.dispose();
});

/** The language as the player's stored choice, read before first paint; the gift popup counts as seen. */
async function openIn(page: Page, code: LanguageCode): Promise<void> {
  const attributes = JSON.stringify({ lang: languageTag(code), dir: isRtl(code) ? 'rtl' : 'ltr' });
  await page.addInitScript(
    ({ code, attributes }) => {
      if (window !== window.top) return;
      localStorage.setItem('lobby.language', code);
      localStorage.setItem('lobby.html', attributes);
      sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
      sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
      sessionStorage.setItem('lobby.contract-prompts-dismissed', '["salary","dividend","hourly"]');
    },
    { code, attributes },
  );
}

async function signIn(page: Page): Promise<void> {
  await page.evaluate((session) => sessionStorage.setItem('MC_SESSION_INFO', session), JSON.stringify(grant));
}

/** Resolves once the network has been quiet for 400 ms and no spinner or skeleton is left on screen. */
function quietScreen(page: Page): () => Promise<void> {
  const networkQuiet = quietNetwork(page, 400);
  return async () => {
    await networkQuiet();
    // Drawn: no spinner or skeleton left on screen (tiles further down load as they scroll in).
    await page.waitForFunction(
      () =>
        [
          ...document.querySelectorAll('main [role="status"]:has(svg), main [aria-busy="true"]:not(button)'),
        ].every((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom <= 0 || box.top >= innerHeight || box.width === 0;
        }),
      undefined,
      { timeout: 20_000 },
    );
  };
}

async function open(page: Page, url: string, first: boolean): Promise<void> {
  if (first) await page.goto(url);
  else await navigateInApp(page, url);
}

/** Text nodes on screen equal to an English text, outside parts marked as another language (EN in the switch). */
const englishLeft = (page: Page, texts: string[]) =>
  page.evaluate((english) => {
    const wanted = new Set(english);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || !wanted.has(text)) continue;
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      // Shown on screen: not the screen-reader-only copies of a merchant's banner titles.
      const shown = element.getBoundingClientRect().width > 1;
      if (shown && element.checkVisibility({ visibilityProperty: true })) found.add(text);
    }
    return [...found];
  }, texts);

/** Controls whose text is wider than the control (cut off or spilling out). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, label, [role="tab"], a, legend')]
      // Visually hidden ones (1 px wide) are for screen readers only.
      .filter((element) => element.clientWidth > 1 && element.textContent?.trim())
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      // Cut with an ellipsis on purpose (a notice's title in the ticker).
      .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis')
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`),
  );

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = testInfo.outputPath('screenshots');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const code of LANGUAGES) {
  test(`${code}: home, login, register, member centre and deposit are fully translated and fit`, async ({
    page,
  }, testInfo) => {
    const tag = languageTag(code);
    // English texts the language keeps as they are (names) do not count as left over.
    const own = new Set(leaves(read(catalogueName(code))));
    const english = englishTexts.filter((text) => !own.has(text));
    await openIn(page, code);
    const networkQuiet = quietScreen(page);
    for (const [index, { route, guest }] of MAIN_SCREENS.entries()) {
      await test.step(route, async () => {
        const signingIn = !guest && MAIN_SCREENS[index - 1]?.guest === true;
        if (signingIn) await signIn(page);
        await open(page, urlOf(route), index === 0 || signingIn);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await expect(page.locator('html')).toHaveAttribute('dir', isRtl(code) ? 'rtl' : 'ltr');
        await networkQuiet();
        if (route === 'home') await screenshot(page, testInfo, `${code}-home`);
        expect.soft(await englishLeft(page, english), `${route}: English left`).toEqual([]);
        expect.soft(await overflowing(page), `${route}: text wider than its control`).toEqual([]);
      });
    }
  });
}

for (const code of ['UR', 'AR', 'CN'] as const) {
  test(`${code}: every screen renders${isRtl(code) ? ', mirrored' : ''}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openIn(page, code);
    const networkQuiet = quietScreen(page);
    const guestRoutes = ALL_ROUTES.filter((route) => GUEST_ONLY.includes(route));
    const memberRoutes = ALL_ROUTES.filter((route) => !GUEST_ONLY.includes(route));
    for (const [index, route] of [...guestRoutes, ...memberRoutes].entries()) {
      await test.step(route, async () => {
        const signingIn = index === guestRoutes.length;
        if (signingIn) await signIn(page);
        await open(page, urlOf(route), index === 0 || signingIn);
        await expect(page.locator('html')).toHaveAttribute('lang', languageTag(code));
        await networkQuiet();
        await expect(page.getByRole('main')).toContainText(/\p{L}/u);
        expect(errors).toEqual([]);
        if (!isRtl(code)) return;
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        // Mirrored: the header's back arrow (every screen but home) sits on the right.
        const back = page.getByRole('banner').getByRole('button').first();
        if (route !== 'home' && (await back.isVisible())) {
          const box = await back.boundingBox();
          expect(box && box.x > 390 / 2, `${route}: back arrow on the right`).toBe(true);
        }
      });
    }
  });
}
