import { randomUUID } from 'node:crypto';
import type { CanonicalLanguage } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxMessages } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../demo/accounts.ts';
import { DEMO_TEXTS, INBOX_KEYS } from '../../demo/content-texts/index.ts';
import { api, bearer, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { type MemberSession, memberSession } from '../../test/member-sessions.ts';

const app = useTestApp({ demoCatalogue: 10 });
const DEMO_PASSWORD = DEMO_ACCOUNTS.find((account) => account.username === 'demo')?.password ?? '';

async function fillInbox(member: MemberSession, count: number, title?: string) {
  const response = await app().inject({
    method: 'POST',
    url: api('/test/inbox-messages'),
    payload: { username: member.username, count, ...(title ? { title } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().value).toEqual({ created: count });
}

const unread = async (member: MemberSession) => {
  const response = await member.get('/messages/inbox/unread-count');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.unReadCount as number;
};

describe('inbox', () => {
  it('counts 120 unread messages, and one fewer after reading one (again: no change)', async () => {
    const member = await memberSession(app());
    expect(await unread(member)).toBe(0);
    await fillInbox(member, 120);
    expect(await unread(member)).toBe(120);

    const page = (await member.get('/messages/inbox?pageNo=1&pageSize=20')).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 6, totalCount: 120, unReadCount: 120 });
    expect(page.list).toHaveLength(20);
    // Newest first.
    expect(page.list[0].title).toBe('Test message 120');
    expect(page.list[1].title).toBe('Test message 119');

    const read = await member.post('/messages/inbox/read', { messageId: page.list[0].id });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().value).toEqual({ unReadCount: 119 });
    expect(await unread(member)).toBe(119);
    expect((await member.post('/messages/inbox/read', { messageId: page.list[0].id })).statusCode).toBe(200);
    expect(await unread(member)).toBe(119);
    const again = (await member.get('/messages/inbox?pageSize=1')).json().value;
    expect(again.list[0]).toMatchObject({ id: page.list[0].id, read: true });

    const last = (await member.get('/messages/inbox?pageNo=6&pageSize=20')).json().value;
    expect(last.list.at(-1).title).toBe('Test message 1');
  });

  it('shows the demo messages in the reader’s language, and messages without texts alike in every language', async () => {
    const { token } = await login(app(), 'demo', DEMO_PASSWORD);
    const titles = async (language: string) => {
      const response = await app().inject({
        method: 'GET',
        url: api('/messages/inbox'),
        headers: { ...bearer(token), 'x-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().value.list as { title: string; content: string }[]).map(({ title }) => title);
    };
    // Newest first: the weekend bonus, then security, then the welcome.
    const demoTitles = (language: CanonicalLanguage) =>
      [...INBOX_KEYS].reverse().map((key) => DEMO_TEXTS[language].inbox[key].title);
    expect(await titles('EN')).toEqual(demoTitles('EN'));
    expect(await titles('TH')).toEqual(demoTitles('TH'));
    expect(await titles('MY')).toEqual(demoTitles('MY'));
    expect(await titles('AR')).toEqual(demoTitles('AR'));
    expect(await titles('KR')).toEqual(demoTitles('KO'));
    expect(await titles('DE')).toEqual(demoTitles('EN'));

    // One message in every language: reading it in Thai reads it in English too.
    const demo = await app().inject({ method: 'GET', url: api('/messages/inbox'), headers: bearer(token) });
    const [weekend] = demo.json().value.list;
    const thai = { ...bearer(token), 'x-language': 'TH' };
    await app().inject({
      method: 'POST',
      url: api('/messages/inbox/read'),
      headers: thai,
      payload: { messageId: weekend.id },
    });
    expect(
      (await app().inject({ method: 'GET', url: api('/messages/inbox'), headers: bearer(token) })).json()
        .value,
    ).toMatchObject({
      unReadCount: 2,
      list: [{ id: weekend.id, read: true }, {}, {}],
    });

    // A message written once (an operator's, a notice) reads the same whatever the language.
    const member = await memberSession(app());
    await fillInbox(member, 1, 'Operator note');
    for (const language of ['EN', 'TH', 'AR']) {
      const page = await member.inject({
        method: 'GET',
        url: api('/messages/inbox'),
        headers: { 'x-language': language },
      });
      expect(
        page.json().value.list.map(({ title }: { title: string }) => title),
        language,
      ).toEqual(['Operator note']);
    }
  });

  it('marks and deletes only the member’s own messages', async () => {
    const owner = await memberSession(app());
    const other = await memberSession(app());
    await fillInbox(owner, 2);
    const [message] = (await owner.get('/messages/inbox')).json().value.list;

    const foreignRead = await other.post('/messages/inbox/read', { messageId: message.id });
    expect(foreignRead.statusCode).toBe(404);
    expect(foreignRead.json()).toMatchObject({ code: 'not_found', value: { field: 'messageId' } });
    const foreignDelete = await other.inject({ method: 'DELETE', url: api(`/messages/inbox/${message.id}`) });
    expect(foreignDelete.statusCode).toBe(404);
    expect(await unread(owner)).toBe(2);

    const unknown = await owner.post('/messages/inbox/read', { messageId: randomUUID() });
    expect(unknown.statusCode).toBe(404);

    const deleted = await owner.inject({ method: 'DELETE', url: api(`/messages/inbox/${message.id}`) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await unread(owner)).toBe(1);
    const page = (await owner.get('/messages/inbox')).json().value;
    expect(page).toMatchObject({ totalCount: 1, unReadCount: 1 });
    expect(page.list.map((row: { id: string }) => row.id)).not.toContain(message.id);
    // Soft: the row stays; a deleted message cannot be marked read.
    const [row] = await app().db.select().from(inboxMessages).where(eq(inboxMessages.id, message.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await owner.post('/messages/inbox/read', { messageId: message.id })).statusCode).toBe(404);
  });

  it('refuses bad input with the field named, changing nothing', async () => {
    const member = await memberSession(app());
    await fillInbox(member, 1);
    const badId = await member.post('/messages/inbox/read', { messageId: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'validation_error', value: { field: 'messageId' } });
    const badDelete = await member.inject({ method: 'DELETE', url: api('/messages/inbox/123') });
    expect(badDelete.statusCode).toBe(400);
    for (const query of ['pageNo=0', 'pageSize=101', 'pageSize=abc']) {
      const response = await member.get(`/messages/inbox?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    expect(await unread(member)).toBe(1);
  });

  it('stores message content sanitised', async () => {
    const member = await memberSession(app());
    await fillInbox(member, 1, 'Hello <script>alert(1)</script>');
    const [message] = (await member.get('/messages/inbox')).json().value.list;
    expect(message.content).not.toContain('<script');
    expect(message.content).toMatch(/^<p>/);
  });

  it('refuses anonymous callers (in_logged_login) and non-real accounts (free_reject)', async () => {
    const calls = [
      { method: 'GET', url: '/messages/inbox/unread-count' },
      { method: 'GET', url: '/messages/inbox' },
      { method: 'POST', url: '/messages/inbox/read', payload: { messageId: randomUUID() } },
      { method: 'DELETE', url: `/messages/inbox/${randomUUID()}` },
    ] as const;
    for (const call of calls) {
      const anonymous = await app().inject({ ...call, url: api(call.url) });
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json().code).toBe('in_logged_login');
    }
    for (const type of [4, 40, 5]) {
      const guest = await memberSession(app(), { type });
      for (const call of calls) {
        const response = await guest.inject({ ...call, url: api(call.url) });
        expect(response.statusCode, `${type} ${call.url}`).toBe(403);
        expect(response.json().code).toBe('free_reject');
      }
    }
    const anonymous = await app().inject({ method: 'GET', url: api('/content/announcements/unread-count') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts the announcements the member has not opened', async () => {
    const member = await memberSession(app());
    const all = (await member.get('/content/announcements?types=B,PL,PU,PR')).json().value;
    const list = [...all.banners, ...all.player, ...all.popup, ...all.promotion];
    expect(list.length).toBeGreaterThan(0);
    const count = async () =>
      (await member.get('/content/announcements/unread-count')).json().value.unReadCount;
    expect(await count()).toBe(list.length);
    const marked = await member.post('/content/announcements/read', {
      announcementId: list[0].id,
      read: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await count()).toBe(list.length - 1);
  });

  it('refuses the test facility for unknown members and counts out of range', async () => {
    const unknown = await app().inject({
      method: 'POST',
      url: api('/test/inbox-messages'),
      payload: { username: 'nobody_here', count: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    for (const count of [0, 501]) {
      const response = await app().inject({
        method: 'POST',
        url: api('/test/inbox-messages'),
        payload: { username: 'demo', count },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().value.field).toBe('count');
    }
  });
});
