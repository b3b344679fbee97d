import type { Locator, Page } from '@playwright/test';
import { expect, type TestMember, test } from '../support/fixtures.ts';
import { captchaImage, loginOnScreen } from '../support/login.ts';

const giftPopup = (page: Page) => page.getByRole('dialog', { name: /gift/i });
const hotGames = (page: Page) => page.getByRole('region', { name: 'Hot games' });
/** The floating controls on home: the customer-service button and the quick-actions bar. */
const floatingControls = (page: Page) => [
  page.getByRole('link', { name: 'Customer service', exact: true }),
  page.getByRole('complementary', { name: 'Quick actions' }),
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every floating control that is shown stays off the first row's tiles and the section's title. */
async function expectFirstRowClear(page: Page): Promise<void> {
  const tiles: Locator[] = await hotGames(page).getByRole('listitem').all();
  const title = hotGames(page).getByRole('heading', { name: 'Hot games' });
  const viewAll = hotGames(page).getByRole('link', { name: /view all/i });
  await expect(async () => {
    const content = (await Promise.all([...tiles, title, viewAll].map((item) => item.boundingBox()))).filter(
      (box): box is Box => box !== null,
    );
    for (const control of floatingControls(page)) {
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      const covered = content.filter((item) => overlap(box as Box, item));
      expect(covered, `${control} covers the first row`).toEqual([]);
    }
  }).toPass({ timeout: 5_000 });
}

/** Scrolls to the end of the lobby, past its sections, where the floating controls have room to show. */
async function scrollPastSections(page: Page, control: Locator): Promise<void> {
  // The lobby's sections draw as they come into view, so the page grows while it is scrolled to its end:
  // keep scrolling until it has stopped growing and the control is there.
  await expect(async () => {
    const [before, after] = await page.evaluate(async () => {
      const start = document.documentElement.scrollHeight;
      window.scrollTo(0, start);
      await new Promise((done) => setTimeout(done, 400));
      return [start, document.documentElement.scrollHeight];
    });
    expect(after).toBe(before);
    await expect(control).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Opens home, waits for the gift popup over a drawn lobby, closes it, then looks at the first row from top to bottom. */
async function checkHomeOverlays(page: Page): Promise<void> {
  await page.goto('/m/home');
  await expect(giftPopup(page)).toBeVisible();
  // The popup opens only once the lobby's first game row has drawn.
  expect(await hotGames(page).getByRole('listitem').count()).toBeGreaterThan(0);
  await giftPopup(page).getByRole('button', { name: 'Close' }).click();
  await expect(giftPopup(page)).toHaveCount(0);

  await expectFirstRowClear(page);
  const row = hotGames(page).getByRole('list');
  for (const block of ['end', 'center', 'start'] as const) {
    await row.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
    await expectFirstRowClear(page);
  }
  // Scrolled past the sections, the controls are there to use.
  await scrollPastSections(page, page.getByRole('button', { name: 'Show quick actions' }));
}

test('no floating control covers the first game row once the gift popup is closed: guest', async ({
  page,
}) => {
  await checkHomeOverlays(page);
});

test('no floating control covers the first game row once the gift popup is closed: member', async ({
  page,
  makeMember,
  signIn,
}) => {
  await signIn(await makeMember());
  await checkHomeOverlays(page);
  await expect(page.getByRole('main').getByRole('link', { name: /^p[0-9a-f]{10}$/ })).toBeVisible();
});

test('the quick-actions bar stays as the player left it', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('lobby.gift-popup-seen.guest', '1'));
  await page.goto('/m/home');
  const show = page.getByRole('button', { name: 'Show quick actions' });
  const hide = page.getByRole('button', { name: 'Hide quick actions' });
  await scrollPastSections(page, show);
  await show.click();
  await expect(
    page.getByRole('complementary', { name: 'Quick actions' }).getByRole('button', { name: 'Invite' }),
  ).toBeVisible();
  await page.reload();
  await scrollPastSections(page, hide);
  await hide.click();
  await page.reload();
  await scrollPastSections(page, show);
  await expect(
    page.getByRole('complementary', { name: 'Quick actions' }).getByRole('button', { name: 'Invite' }),
  ).toBeHidden();
});

async function loginRemembered(page: Page, request: Parameters<typeof loginOnScreen>[1], member: TestMember) {
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('ok');
}

test('remember me brings the member back when the app is reopened', async ({
  browser,
  page,
  request,
  makeMember,
}) => {
  const member = await makeMember();
  await page.goto('/m/login');
  await loginRemembered(page, request, member);
  await expect(page).toHaveURL(/\/m\/home$/);
  const stored = await page.context().storageState();
  await page.context().close();

  // Reopened: a new browser session with what the device kept (local storage, cookies), no session storage.
  const reopened = await browser.newContext({ storageState: stored });
  const again = await reopened.newPage();
  await again.goto('/m/home');
  await expect(again.getByRole('main').getByRole('link', { name: member.username })).toBeVisible();
  await expect(again.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  // A page closed and opened again in the same browser comes back signed in too, even on a deep link.
  await again.close();
  const third = await reopened.newPage();
  await third.goto('/m/member/home');
  await expect(third).toHaveURL(/\/m\/member\/home$/);
  await expect(third.getByRole('main').getByText(member.username).first()).toBeVisible();
  await reopened.close();
});

test('a protected deep link opened while logged out returns there after login', async ({
  page,
  request,
  makeMember,
}) => {
  const member = await makeMember();
  await page.goto('/m/gameRecord');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2FgameRecord$/);
  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('ok');
  await expect(page).toHaveURL(/\/m\/gameRecord$/);

  // Never an open redirect: a next that leaves the app lands on home.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login?next=%2F%2Fexample.com%2Fm%2Fhome');
  expect(await loginOnScreen(page, request, member.username, member.password)).toBe('ok');
  await expect(page).toHaveURL(/localhost:\d+\/m\/home$/);
});

test('a wrong captcha and wrong credentials each say what was wrong, at their field', async ({
  page,
  makeMember,
}) => {
  const member = await makeMember();
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(password).toHaveAccessibleDescription('Account or password incorrect.');
  await expect(password).toBeFocused();

  const captcha = page.getByRole('textbox', { name: 'Captcha' });
  await expect(captchaImage(page)).toHaveAttribute('data-captcha-id', /.+/);
  await password.fill(member.password);
  await captcha.fill('wrong0');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(captcha).toHaveAccessibleDescription('The captcha is wrong. Please try again.');
  await expect(captcha).toBeFocused();
  // Said at the field, not in a toast over the form.
  await expect(page.getByRole('status', { name: 'Notifications' })).toHaveText('');
});
