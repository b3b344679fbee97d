import { deflateSync } from 'node:zlib';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInTestOperator } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';

/** A real 2x2 PNG (signature, IHDR, IDAT, IEND), small enough to generate here. */
function smallPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a member reports a bank transfer with a receipt; finance approves it in the console; the member sees it credited', async ({
  page,
  browser,
  request,
  makeMember,
  signIn,
}) => {
  test.setTimeout(120_000);
  const member = await makeMember();
  const reference = `TRX-${Date.now()}`;

  // The member, on the phone: the bank-transfer channel, its receiving account, amount, reference, receipt.
  await page.addInitScript(() => sessionStorage.setItem('lobby.gift-popup-seen.member', '1'));
  await signIn(member);
  await page.goto('/m/voucherCenter');
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  const account = page.getByLabel('Receiving account');
  await expect(account).toContainText('Demo Bank');
  await expect(account.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Deposit amount' }).fill('250');
  await page.getByRole('textbox', { name: 'Transfer reference' }).fill(reference);
  await page
    .getByLabel('Receipt image')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: smallPng() });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('bank-transfer-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();
  const records = page.getByRole('list', { name: 'Deposit records' });
  await expect(records.getByRole('listitem').first()).toContainText('Pending');
  await expect(records.getByRole('listitem').first()).toContainText(reference);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('bank-transfer-pending.png'), fullPage: true });

  // Finance, at a desk: the queue, the receipt, the approval.
  const desk = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const console = await desk.newPage();
  await signInTestOperator(console, request, 'finance');
  await console.getByRole('link', { name: 'Deposits' }).click();
  await console.getByLabel('Member (username or ID)').fill(member.username);
  await console.getByRole('button', { name: 'Apply filters' }).click();
  await expect(console).toHaveURL(new RegExp(`member=${member.username}`));
  const row = console
    .getByRole('table', { name: 'Deposits' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `View the receipt of ${member.username}` }).click();
  const receipt = console.getByRole('dialog', { name: `Receipt of ${member.username}` });
  await expect(receipt.getByRole('img', { name: `Receipt of ${member.username}` })).toBeVisible();
  await expect
    .poll(() => receipt.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(2);
  await expectNoAxeViolations(console);
  await receipt.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: `Approve the deposit of ${member.username}` }).click();
  const dialog = console.getByRole('dialog', { name: 'Approve the deposit' });
  await expectNoAxeViolations(console);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await console.getByLabel('Status').selectOption('all');
  await console.getByRole('button', { name: 'Apply filters' }).click();
  await expect(
    console.getByRole('table', { name: 'Deposits' }).getByRole('row').filter({ hasText: reference }),
  ).toContainText('Credited');
  await expectNoAxeViolations(console);
  await desk.close();

  // The member sees the balance and the record.
  await page.reload();
  await expect(records.getByRole('listitem').first()).toContainText('Credited');
  await expect(page.getByText('250.00').first()).toBeVisible();
  const wallet = await page.request.get('/api/v1/wallet', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token)}`,
    },
  });
  expect(((await wallet.json()) as { value: { sumBalance: number } }).value.sumBalance).toBe(250);
});

test('the bank-transfer form in Urdu lays out right-to-left and passes axe', async ({
  page,
  makeMember,
  signIn,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('lobby.language', 'UR');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
  await signIn(await makeMember());
  await page.goto('/m/voucherCenter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'بینک ٹرانسفر' }).click();
  await expect(page.getByLabel('وصول کنندہ اکاؤنٹ')).toContainText('PK00DEMO0000123456789');
  await page.getByRole('button', { name: 'جائزے کے لیے بھیجیں' }).click();
  await expect(page.getByLabel('رسید کی تصویر')).toHaveAccessibleDescription(
    'اپنے ٹرانسفر کی رسید منسلک کریں۔',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('bank-transfer-ur.png'), fullPage: true });
});
