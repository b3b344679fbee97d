import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

async function skipGiftPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('lobby.gift-popup-seen.guest', '1');
    sessionStorage.setItem('lobby.gift-popup-seen.member', '1');
  });
}

async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string }).token,
  );
}

async function inboxUnread(page: Page, request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/messages/inbox/unread-count', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  return ((await response.json()) as { value: { unReadCount: number } }).value.unReadCount;
}

test('120 unread messages show 99+, and opening one lowers the count', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  await skipGiftPopup(page);
  const member = await makeMember();
  const seeded = await request.post('/api/v1/test/inbox-messages', {
    data: { username: member.username, count: 120 },
  });
  expect(seeded.ok(), await seeded.text()).toBe(true);
  await signIn(member);

  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: 'Member 99+ unread' })).toBeVisible();

  await page.goto('/m/message');
  const centre = page.getByRole('list', { name: 'Message centre' });
  await expect(centre.getByRole('button', { name: 'Inbox 99+ unread' })).toBeVisible();
  await expectNoAxeViolations(page);
  await centre.getByRole('button', { name: 'Inbox 99+ unread' }).click();

  await expect(page).toHaveURL(/\/m\/webEmail/);
  const inbox = page.getByRole('list', { name: 'Inbox' });
  await inbox.getByRole('button', { name: /^Test message 120/ }).click();
  await expect(page.getByRole('dialog', { name: 'Test message 120' })).toBeVisible();
  await expect.poll(() => inboxUnread(page, request)).toBe(119);
});

test('an agent with a pending dividend request sees the prompt on home and reaches the contract', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  await skipGiftPopup(page);
  const agent = await makeMember({ type: 1 });
  const offered = await request.post('/api/v1/test/agent-contract-requests', {
    data: { username: agent.username, kind: 'dividend' },
  });
  expect(offered.ok(), await offered.text()).toBe(true);
  await signIn(agent);

  await page.goto('/m/home');
  const prompt = page.getByRole('dialog', { name: 'Dividend contract' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Go' }).click();

  await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract/);
  await expect(page.getByRole('heading', { name: 'Dividend terms' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
});

test('feedback with a renamed non-image file is refused with a clear message', async ({
  page,
  request,
  makeMember,
  signIn,
}) => {
  await skipGiftPopup(page);
  await signIn(await makeMember());
  const disguised = {
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is plain text wearing a png name, not an image.'),
  };

  await page.goto('/m/feedback');
  await page
    .getByRole('textbox', { name: 'Your feedback' })
    .fill('The lobby loads quickly and the games are fun to play.');
  await page.getByLabel('Add images').setInputFiles(disguised);
  await expect(page.getByText('holiday.png is not a PNG or JPG image.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The server checks the content as well, whatever the name and declared type say.
  const response = await request.put('/api/v1/feedback', {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    multipart: {
      category: 'other',
      content: 'The lobby loads quickly and the games are fun to play.',
      images: disguised,
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    code: 'image_type_not_allowed',
    value: { field: 'images' },
  });
});
