import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../plugins/rate-limits/rate-limiter.ts';
import { addDays, merchantDay } from '../../shared/merchant-days.ts';
import { api, bearer, createMember, freshIp, login, loginRequest, TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { countRecipients } from '../members/index.ts';
import { ensureWallet, type LedgerKind, postLedgerEntry } from '../wallet/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new TestClock(Date.parse('2026-03-01T12:00:00Z'));
const app = useTestApp({ clock, rateLimiter: new MemoryRateLimiter(clock) });
const PASSWORD = 'secret-pass-1';

let nextName = 1;
async function signedIn(options: { remember?: boolean } = {}) {
  const username = `rg${Date.now() % 100_000}x${nextName++}`;
  const member = await createMember(app(), { username, password: PASSWORD });
  const grant = await login(app(), username, PASSWORD, { remoteAddress: freshIp(), ...options });
  return { ...member, token: grant.token, rememberToken: grant.rememberToken };
}

const start = (path: 'time-out' | 'self-exclusion', token: string, payload: Record<string, unknown>) =>
  app().inject({ method: 'POST', url: api(`/protection/${path}`), headers: bearer(token), payload });

const loginAgain = (username: string) =>
  loginRequest(app(), username, PASSWORD, { remoteAddress: freshIp() });

const headIcon = (token: string) =>
  app().inject({ method: 'GET', url: api('/members/me/head-icon'), headers: bearer(token) });

describe('startTimeOut', () => {
  it('ends every session at once and refuses login with timed_out and the end time until it ends', async () => {
    const member = await signedIn({ remember: true });
    const other = await login(app(), member.username, PASSWORD, { remoteAddress: freshIp() });
    const now = new Date(clock.now());
    const response = await start('time-out', member.token, { period: '24h' });
    expect(response.statusCode, response.body).toBe(200);
    const endsAt = new Date(now.getTime() + DAY).toISOString();
    expect(response.json().value).toEqual({
      kind: 'time_out',
      period: '24h',
      startedAt: now.toISOString(),
      endsAt,
    });
    for (const token of [member.token, other.token]) expect((await headIcon(token)).statusCode).toBe(401);
    const remembered = await app().inject({
      method: 'POST',
      url: api('/auth/remembered-login'),
      payload: { rememberToken: member.rememberToken },
    });
    expect(remembered.statusCode).not.toBe(200);

    const refused = await loginAgain(member.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'timed_out', value: { until: endsAt } });
    clock.advance(DAY - 1000);
    expect((await loginAgain(member.username)).json().code).toBe('timed_out');
    clock.advance(1000);
    expect((await loginAgain(member.username)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for an unknown period or extra fields, and changes nothing', async () => {
    const member = await signedIn();
    for (const payload of [{ period: '1h' }, {}, { period: '24h', extra: 1 }, { period: '24h\u0000' }]) {
      const response = await start('time-out', member.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    expect((await headIcon(member.token)).statusCode).toBe(200);
    expect((await loginAgain(member.username)).statusCode).toBe(200);
  });

  it('needs a signed-in real member', async () => {
    const response = await app().inject({
      method: 'POST',
      url: api('/protection/time-out'),
      payload: { period: '24h' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('startSelfExclusion', () => {
  it('refuses login until the end, then reopens the account 24 hours after the member asks to return', async () => {
    const member = await signedIn();
    const startedAt = new Date(clock.now());
    const response = await start('self-exclusion', member.token, { period: '6m' });
    expect(response.statusCode, response.body).toBe(200);
    const endsAt = new Date(startedAt);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 6);
    expect(response.json().value).toMatchObject({ kind: 'self_exclusion', endsAt: endsAt.toISOString() });
    expect((await headIcon(member.token)).statusCode).toBe(401);
    expect((await loginAgain(member.username)).json()).toMatchObject({
      code: 'self_excluded',
      value: { until: endsAt.toISOString() },
    });

    clock.advance(endsAt.getTime() - clock.now());
    const asked = await loginAgain(member.username);
    const reopensAt = new Date(clock.now() + DAY).toISOString();
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({
      code: 'self_exclusion_return_pending',
      value: { until: reopensAt },
    });
    clock.advance(HOUR);
    expect((await loginAgain(member.username)).json()).toMatchObject({
      code: 'self_exclusion_return_pending',
      value: { until: reopensAt },
    });
    clock.advance(DAY - HOUR);
    expect((await loginAgain(member.username)).statusCode).toBe(200);
  });

  it('a permanent exclusion refuses login with no end time', async () => {
    const member = await signedIn();
    const response = await start('self-exclusion', member.token, { period: 'permanent' });
    expect(response.json().value.endsAt).toBeNull();
    clock.advance(400 * DAY);
    expect((await loginAgain(member.username)).json()).toMatchObject({
      code: 'self_excluded',
      value: { until: null },
    });
  });

  it('answers 400 for a period under six months', async () => {
    const member = await signedIn();
    const response = await start('self-exclusion', member.token, { period: '30d' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', value: { field: 'period' } });
  });

  it("takes the member out of the support campaigns' audience", async () => {
    const member = await signedIn();
    const filter = { merchantCode: undefined, memberId: member.id };
    expect(await countRecipients(app().db, filter)).toBe(1);
    await start('time-out', member.token, { period: '24h' });
    expect(await countRecipients(app().db, filter)).toBe(1);
    const excluded = await signedIn();
    await start('self-exclusion', excluded.token, { period: '1y' });
    expect(await countRecipients(app().db, { merchantCode: undefined, memberId: excluded.id })).toBe(0);
  });
});

describe('getActivityStatement', () => {
  async function post(memberId: string, kind: LedgerKind, amountMinor: number, daysAgo: number) {
    const posted = await postLedgerEntry(app().db, {
      memberId,
      kind,
      reference: randomUUID(),
      amountMinor,
      now: new Date(clock.now() - daysAgo * DAY),
    });
    expect(posted).not.toBe('insufficient');
  }

  it('sums deposits, withdrawals, bets, wins and net over 30 and 90 merchant days', async () => {
    const member = await signedIn();
    await ensureWallet(app().db, member.id, 'USD', new Date(clock.now()));
    await post(member.id, 'deposit', 50_000, 120);
    await post(member.id, 'deposit', 10_000, 60);
    await post(member.id, 'bet', -3_000, 60);
    await post(member.id, 'deposit', 5_000, 2);
    await post(member.id, 'bet', -1_000, 1);
    await post(member.id, 'refund', 200, 1);
    await post(member.id, 'win', 1_500, 1);
    await post(member.id, 'withdrawal', -4_000, 1);
    await post(member.id, 'withdrawal_return', 1_000, 0);
    await post(member.id, 'adjustment', 700, 0);
    const response = await app().inject({
      method: 'GET',
      url: api('/protection/activity-statement'),
      headers: bearer(member.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json().value;
    const today = merchantDay(new Date(clock.now()), 'Asia/Karachi');
    expect(statement).toMatchObject({ currency: 'USD', timezone: 'Asia/Karachi' });
    expect(statement.periods).toEqual([
      {
        days: 30,
        fromDay: addDays(today, -29),
        deposits: 5_000,
        withdrawals: 3_000,
        bets: 800,
        wins: 1_500,
        net: 700,
      },
      {
        days: 90,
        fromDay: addDays(today, -89),
        deposits: 15_000,
        withdrawals: 3_000,
        bets: 3_800,
        wins: 1_500,
        net: -2_300,
      },
    ]);
  });
});
