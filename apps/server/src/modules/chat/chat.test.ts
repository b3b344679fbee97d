import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema.ts';
import { dateOf } from '../../shared/clock.ts';
import { api, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type MemberSession, memberSession } from '../../test/member-sessions.ts';
import { CHAT_LAUNCH_TTL_MS } from './chat-token.ts';

const clock = new TestClock();
const app = useTestApp({ clock, limits: { chatMessagesPerMember: { limit: 3, windowSeconds: 60 } } });

const LAUNCH =
  '/messages/chat/launch?b2c=1&language=ur&backUrl=%2Fm%2Fmessage&headerColor=%23AA3300&title=Help';

const tokenOf = (chatUrl: string) => chatUrl.slice('/chat/#'.length);

async function launch(member: MemberSession, query = LAUNCH) {
  const response = await member.get(query);
  expect(response.statusCode, response.body).toBe(200);
  const { chatUrl } = response.json().value;
  expect(chatUrl).toMatch(/^\/chat\/#[\w-]+\.[\w-]+$/);
  return tokenOf(chatUrl);
}

const page = (path: string, payload: object) =>
  app().inject({ method: 'POST', url: `/chat/api/${path}`, payload });

const unread = async (member: MemberSession) => {
  const response = await member.get('/messages/chat/unread-count');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.unReadCount as number;
};

describe('customer-service chat', () => {
  it('launches a signed chat carrying the language, back URL, header colour and title', async () => {
    const member = await memberSession(app());
    const token = await launch(member);
    const session = await page('session', { token });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().value).toMatchObject({
      title: 'Help',
      headerColor: '#aa3300',
      backUrl: '/m/message',
      language: 'UR',
      messages: [],
    });
    const defaults = await page('session', {
      token: await launch(member, '/messages/chat/launch?b2c=1&backUrl=%2Fm%2Fhome'),
    });
    expect(defaults.json().value).toMatchObject({ title: '', headerColor: '#1f6feb', language: 'EN' });
    // KR is an alias: the page gets the language whose texts it shows.
    const korean = await page('session', {
      token: await launch(member, '/messages/chat/launch?b2c=1&backUrl=%2Fm&language=kr'),
    });
    expect(korean.json().value).toMatchObject({ language: 'KO' });
  });

  it('refuses a forged, tampered or expired launch token and a launch token used as a session', async () => {
    const member = await memberSession(app());
    const token = await launch(member);
    const [body, signature] = token.split('.');
    const tampered = `${Buffer.from(
      Buffer.from(body ?? '', 'base64url')
        .toString()
        .replace(member.id, '00000000-0000-4000-8000-000000000000'),
    ).toString('base64url')}.${signature}`;
    for (const bad of [tampered, `${body}.AAAA`, 'nonsense']) {
      const response = await page('session', { token: bad });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('session_expired');
    }
    expect((await page('messages', { session: token })).statusCode).toBe(401);
    clock.advance(CHAT_LAUNCH_TTL_MS + 1);
    expect((await page('session', { token })).statusCode).toBe(401);
  });

  it('lets the member write, answers automatically and counts unread support messages', async () => {
    const member = await memberSession(app());
    const { session } = (await page('session', { token: await launch(member) })).json().value;
    const sent = await page('send', { session, body: '  Where is my deposit?  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = sent.json().value.messages;
    expect(messages.map((line: { sender: string }) => line.sender)).toEqual(['member', 'support']);
    expect(messages[0].body).toBe('Where is my deposit?');
    // The chat was opened in Urdu, so the automatic answer is in Urdu.
    expect(messages[1].body).toMatch(/شکریہ/);
    expect(await unread(member)).toBe(0);

    await app()
      .db.insert(chatMessages)
      .values({ memberId: member.id, sender: 'support', body: 'Found it.', createdAt: dateOf(app().clock) });
    expect(await unread(member)).toBe(1);
    const reread = await page('messages', { session });
    expect(reread.json().value.messages.at(-1).body).toBe('Found it.');
    expect(await unread(member)).toBe(0);
  });

  it('refuses empty and overlong messages, and more than the rate limit', async () => {
    const member = await memberSession(app());
    const { session } = (await page('session', { token: await launch(member) })).json().value;
    for (const body of ['   ', 'x'.repeat(501)]) {
      const response = await page('send', { session, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', value: { field: 'body' } });
    }
    for (let sent = 0; sent < 3; sent++)
      expect((await page('send', { session, body: 'hi' })).statusCode).toBe(200);
    const limited = await page('send', { session, body: 'hi' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await page('messages', { session })).json().value.messages).toHaveLength(6);
  });

  it('validates the launch query', async () => {
    const member = await memberSession(app());
    const cases: [string, string][] = [
      ['backUrl=%2Fm%2Fmessage', 'b2c'],
      ['b2c=0&backUrl=%2Fm%2Fmessage', 'b2c'],
      ['b2c=1', 'backUrl'],
      ['b2c=1&backUrl=https%3A%2F%2Fevil.example', 'backUrl'],
      ['b2c=1&backUrl=%2F%2Fevil.example', 'backUrl'],
      ['b2c=1&backUrl=%2F%5Cevil.example', 'backUrl'],
      ['b2c=1&backUrl=%2F%09%2Fevil.example', 'backUrl'],
      ['b2c=1&backUrl=%2Fm&headerColor=red', 'headerColor'],
      [`b2c=1&backUrl=%2Fm&title=${'t'.repeat(65)}`, 'title'],
      ['b2c=1&backUrl=%2Fm&language=ABCDEFGHIJ', 'language'],
    ];
    for (const [query, field] of cases) {
      const response = await member.get(`/messages/chat/launch?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', value: { field } });
    }
  });

  it('refuses anonymous callers, non-real accounts and merchants without CBS3', async () => {
    for (const path of ['/messages/chat/unread-count', LAUNCH]) {
      const anonymous = await app().inject({ method: 'GET', url: api(path) });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('in_logged_login');
      for (const type of [4, 41]) {
        const guest = await memberSession(app(), { type });
        const refused = await guest.get(path);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('free_reject');
      }
    }
    await putMerchant(app(), 'nochat', { domains: ['nochat.test'], config: { whitelabel: { CBS3: false } } });
    const member = await memberSession(app(), { merchant: 'nochat' });
    for (const path of ['/messages/chat/unread-count', LAUNCH]) {
      const response = await member.get(path);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('feature_unavailable');
    }
  });

  it('ends the chat with the member session: no reads or sends after logout', async () => {
    const member = await memberSession(app());
    const launched = await launch(member);
    const { session } = (await page('session', { token: launched })).json().value;
    expect((await page('messages', { session })).statusCode).toBe(200);
    const spare = await launch(member);
    const logout = await member.inject({ method: 'DELETE', url: api('/auth/session') });
    expect(logout.statusCode, logout.body).toBe(200);
    for (const refused of [
      await page('messages', { session }),
      await page('send', { session, body: 'still there?' }),
      await page('session', { token: spare }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(401);
      expect(refused.json().code).toBe('session_expired');
    }
    expect(await app().db.select().from(chatMessages).where(eq(chatMessages.memberId, member.id))).toEqual(
      [],
    );
  });

  it("applies the merchant's platform gate to the chat page's API", async () => {
    await putMerchant(app(), 'chat-gate', { domains: ['chat-gate.test'] });
    const member = await memberSession(app(), { merchant: 'chat-gate' });
    const { session } = (await page('session', { token: await launch(member) })).json().value;
    await putMerchant(app(), 'chat-gate', {
      domains: ['chat-gate.test'],
      config: { maintenance: { enabled: true } },
    });
    const maintenance = await page('messages', { session });
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.json().code).toBe('platform_maintenance');
    await putMerchant(app(), 'chat-gate', {
      domains: ['chat-gate.test'],
      config: { maintenance: { enabled: false }, region: { blockedIpRanges: ['198.51.100.0/24'] } },
    });
    const blocked = await app().inject({
      method: 'POST',
      url: '/chat/api/messages',
      payload: { session },
      remoteAddress: '198.51.100.9',
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ip_blocked');
    expect((await page('messages', { session })).statusCode).toBe(200);
  });

  it('serves the chat page with the strict content security policy', async () => {
    const response = await app().inject({ method: 'GET', url: '/chat/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.body).toContain('src="/chat/chat.js"');
    expect(response.body).not.toMatch(/<script>|style=/);
    for (const file of ['chat.js', 'strings.js', 'chat.css', 'post-envelope.js'])
      expect((await app().inject({ method: 'GET', url: `/chat/${file}` })).statusCode).toBe(200);
  });
});
