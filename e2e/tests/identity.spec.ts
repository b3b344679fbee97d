import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { apiLogin, expect, test } from '../support/fixtures.ts';

test('a trial account is refused without the age confirmation where the merchant requires it, and made with it', async ({
  page,
  makeMerchant,
}) => {
  const merchant = await makeMerchant({ minimumAge: 21, kyc: { freePlay: 'ageDeclaration' } });
  await page.goto(`${merchant.origin}/m/trail`);
  // The merchant's host resolves in the browser only: the request without the confirmation goes from there.
  const refused = await page.evaluate(async () => {
    const name = await (await fetch('/api/v1/auth/trial-name')).json();
    const response = await fetch('/api/v1/auth/trial-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trialName: name.value }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused).toMatchObject({
    status: 400,
    body: { code: 'age_confirmation_required', value: { field: 'ageConfirmed', minimumAge: 21 } },
  });

  const start = page.getByRole('button', { name: 'Start free trial' });
  await expect(start).toBeDisabled();
  const confirm = page.getByRole('checkbox', { name: 'I confirm that I am at least 21 years old.' });
  await confirm.check();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('trial-age-confirmation.png'), fullPage: true });
  await start.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
  expect(JSON.parse(session ?? '{}')).toMatchObject({ type: 4, merchantCode: merchant.code });
});

test.describe('the console', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a member uploads an identity document; support opens it in the KYC queue and approves it', async ({
    page,
    request,
    makeMember,
  }) => {
    const member = await makeMember();
    const { token } = await apiLogin(request, member);
    const auth = { authorization: `Bearer ${token}` };
    // A real image (the trial screen's card), as a phone would photograph a document.
    await page.goto('/m/trail');
    await expect(page.getByRole('heading', { name: 'Try the lobby for free' })).toBeVisible();
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
    const uploaded = await request.post('/api/v1/members/me/kyc/documents', {
      headers: auth,
      multipart: { kind: 'identity', document: { name: 'id.png', mimeType: 'image/png', buffer: photo } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);

    await signInTestOperator(page, request, 'support');
    await page.getByRole('link', { name: 'KYC reviews' }).click();
    await page.getByLabel('Member (username or ID)').fill(member.username);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/console/kyc\\?member=${member.username}$`));
    const table = page.getByRole('table', { name: 'KYC reviews' });
    await expect(table.getByRole('row').filter({ hasText: member.username })).toContainText('Pending');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('console-kyc-queue.png') });

    await page.getByRole('button', { name: `Open the Identity document of ${member.username}` }).click();
    const viewer = page.getByRole('dialog', { name: `Identity document of ${member.username}` });
    const image = viewer.getByRole('img', { name: `Identity document of ${member.username}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('console-kyc-document.png') });
    await viewer.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('dialog', { name: 'Approve the document' });
    await decision.getByRole('button', { name: 'Approve' }).click();
    await expect(decision).toBeHidden();
    await page.getByLabel('Status').selectOption('all');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(table.getByRole('row').filter({ hasText: member.username })).toContainText('Approved');

    const status = await request.get('/api/v1/members/me/kyc', { headers: auth });
    expect(((await status.json()) as { value: { verified: boolean } }).value.verified).toBe(true);
  });
});

test('in Urdu the trial screen reads right to left and names the age; without trials it says why', async ({
  page,
  makeMerchant,
}) => {
  await page.addInitScript(() => localStorage.setItem('lobby.language', 'UR'));
  const declaring = await makeMerchant({ minimumAge: 18, kyc: { freePlay: 'ageDeclaration' } });
  await page.goto(`${declaring.origin}/m/trail`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('checkbox', { name: 'میں تصدیق کرتا/کرتی ہوں کہ میری عمر کم از کم 18 سال ہے۔' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('trial-age-confirmation-ur.png') });

  const closed = await makeMerchant({ kyc: { freePlay: 'identity' } });
  await page.goto(`${closed.origin}/m/trail`);
  await expect(page.getByRole('note')).toContainText('تصدیق شدہ شناخت کے بغیر مفت کھیل دستیاب نہیں');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('trial-closed-ur.png') });
});
