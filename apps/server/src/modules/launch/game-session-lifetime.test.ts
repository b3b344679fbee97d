import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, wallets } from '../../db/schema.ts';
import { type DemoGame, demoCatalogue } from '../../demo/catalogue/index.ts';
import { SESSION_POLICY } from '../../plugins/sessions/session-service.ts';
import { api, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type MemberSession, memberSession } from '../../test/member-sessions.ts';

const GAMES = 60;
const clock = new TestClock();
const app = useTestApp({ demoCatalogue: GAMES, clock });
const slot = demoCatalogue({ games: GAMES }).games.find(
  (game) => game.gameType === 'RNG' && game.supportPlay === 0,
) as DemoGame;
const PASSWORD = 'lifetime-pass-1';

/** A member of `merchant` (a copy of the demo merchant under its own domain) with 50.00 in the wallet. */
async function player(merchant: string): Promise<MemberSession> {
  await putMerchant(app(), merchant, { domains: [`${merchant}.test`] });
  const member = await memberSession(app(), { merchant, password: PASSWORD, prefix: 'lifetime' });
  const credit = await member.inject({
    method: 'POST',
    url: api('/test/wallet-credits'),
    payload: { username: member.username, amount: 50 },
  });
  expect(credit.statusCode, credit.body).toBe(200);
  return member;
}

/** The launch token of a real-money slot launch. */
async function launchToken(member: MemberSession): Promise<string> {
  const query = new URLSearchParams({
    gameCategory: slot.gameType,
    vendor: slot.vassalage,
    gameId: slot.gameId,
    nodeId: slot.nodeId,
    freePlay: '0',
  });
  const launched = await member.get(`/games/launch?${query}`);
  expect(launched.statusCode, launched.body).toBe(200);
  return new URL(launched.json().value.url, 'http://x').searchParams.get('token') ?? '';
}

const open = (token: string, remoteAddress?: string) =>
  app().inject({ method: 'POST', url: '/sandbox/api/session', payload: { token }, remoteAddress });

async function gameSession(member: MemberSession): Promise<string> {
  const opened = await open(await launchToken(member));
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().value.session;
}

const spin = (session: string, remoteAddress?: string) =>
  app().inject({
    method: 'POST',
    url: '/sandbox/api/slot/spin',
    payload: { session, stake: 100 },
    remoteAddress,
  });

const balanceOf = async (member: MemberSession) =>
  (await app().db.select().from(wallets).where(eq(wallets.memberId, member.id)))[0]?.balanceMinor;

/** The spin is refused with `status` and `code`, and the wallet stays as it was. */
async function expectRefusedSpin(member: MemberSession, session: string, status: number, code: string) {
  const before = await balanceOf(member);
  const response = await spin(session);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  expect(await balanceOf(member)).toBe(before);
}

describe('game sessions belong to the member session', () => {
  it('opens one game session per launch token, also when it arrives twice at once', async () => {
    const member = await player('gs-once');
    const token = await launchToken(member);
    const answers = await Promise.all([open(token), open(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)?.json().code).toBe('game_session_expired');
    const again = await open(token);
    expect(again.statusCode).toBe(401);
  });

  it('refuses a spin after logout', async () => {
    const member = await player('gs-logout');
    const session = await gameSession(member);
    expect((await spin(session)).statusCode).toBe(200);
    const logout = await member.inject({ method: 'DELETE', url: api('/auth/session') });
    expect(logout.statusCode, logout.body).toBe(200);
    await expectRefusedSpin(member, session, 401, 'game_session_expired');
  });

  it('refuses a spin of a game launched before a password change, also from the same member session', async () => {
    const member = await player('gs-password');
    const session = await gameSession(member);
    clock.advance(1_000);
    const changed = await member.post('/members/me/password', {
      oldPassword: PASSWORD,
      newPassword: 'lifetime-pass-2',
      confirmNewPassword: 'lifetime-pass-2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRefusedSpin(member, session, 401, 'game_session_expired');
    // A game launched after the change plays.
    clock.advance(1_000);
    expect((await spin(await gameSession(member))).statusCode).toBe(200);
  });

  it('refuses a spin once the member session timed out, and keeps it alive while playing', async () => {
    const member = await player('gs-timeout');
    const session = await gameSession(member);
    // Playing is activity: spins every 20 minutes keep the member session past its idle limit.
    for (let i = 0; i < 3; i++) {
      clock.advance(SESSION_POLICY.idleMs - 10 * 60_000);
      expect((await spin(session)).statusCode).toBe(200);
    }
    clock.advance(SESSION_POLICY.idleMs);
    await expectRefusedSpin(member, session, 401, 'game_session_expired');
  });

  it('refuses a spin once the member is locked', async () => {
    const member = await player('gs-locked');
    const session = await gameSession(member);
    await app().db.update(members).set({ disabled: true }).where(eq(members.id, member.id));
    await expectRefusedSpin(member, session, 403, 'user_disabled');
  });

  it('applies the platform gate: maintenance and region rules of the merchant', async () => {
    const member = await player('gs-gate');
    const session = await gameSession(member);
    const token = await launchToken(member);
    await putMerchant(app(), 'gs-gate', {
      domains: ['gs-gate.test'],
      config: { maintenance: { enabled: true } },
    });
    await expectRefusedSpin(member, session, 503, 'platform_maintenance');
    expect((await open(token)).statusCode).toBe(503);

    await putMerchant(app(), 'gs-gate', {
      domains: ['gs-gate.test'],
      config: { maintenance: { enabled: false }, region: { blockedIpRanges: ['198.51.100.0/24'] } },
    });
    const blocked = await spin(session, '198.51.100.7');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ip_blocked');
    const before = await balanceOf(member);
    expect((await open(token, '198.51.100.7')).statusCode).toBe(403);
    expect(await balanceOf(member)).toBe(before);
    // Elsewhere the same session plays, and the launch token (refused above) still opens once.
    expect((await spin(session, '192.0.2.1')).statusCode).toBe(200);
    expect((await open(token, '192.0.2.1')).statusCode).toBe(200);
  });
});
