import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { api, bearer, createMember, creditMember, login } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';
import { vendorCall } from '../../test/vendor-calls.ts';

const app = useTestApp({ demoCatalogue: 5 });

const PASSWORD = 'secret-pass-1';
let next = 1;
let owner: ConsoleCaller;
let support: ConsoleCaller;
let game = { vendor: '', nodeId: '' };

beforeAll(async () => {
  await putMerchant(app(), 'other', { domains: ['other.test'] });
  owner = await operatorSession(app(), 'owner');
  support = await operatorSession(app(), 'support');
  const [row] = await app().db.select().from(games).limit(1);
  if (!row) throw new Error('the demo catalogue has no games');
  game = { vendor: row.vassalage, nodeId: row.nodeId };
});

/** A new real member of the demo merchant; `send` logs in afresh for each request. */
async function member(credit = 0) {
  const username = `guarded${next++}`;
  const { id } = await createMember(app(), { username, password: PASSWORD });
  if (credit > 0) await creditMember(app(), username, credit);
  const send = async (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) => {
    const { token } = await login(app(), username, PASSWORD);
    return app().inject({ method, url: api(path), headers: bearer(token), ...(payload ? { payload } : {}) });
  };
  return { id, username, send };
}

const protectionPath = (id: string) => `/console/members/${id}/protection`;
const limitsPath = (id: string) => `/console/members/${id}/limits`;

const limitOf = (value: { limits: { kind: string; period: string }[] }, kind: string, period: string) =>
  value.limits.find((limit) => limit.kind === kind && limit.period === period);

async function auditOf(action: string, target: string) {
  const response = await owner.get(`/console/audit-events?action=${action}`);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json().value.list as {
    target: string;
    reason: string;
    before: unknown;
    after: unknown;
  }[];
  return list.filter((event) => event.target === target);
}

describe('getConsoleMemberProtection', () => {
  it("shows the member's limits, exclusions, reality check and KYC status", async () => {
    const player = await member();
    await player.send('PUT', '/responsible-gaming/limits', {
      limits: [{ kind: 'loss', period: 'week', amount: 300 }],
    });
    await player.send('PUT', '/responsible-gaming/reality-check', { intervalMinutes: 30 });
    expect((await player.send('POST', '/protection/time-out', { period: '24h' })).statusCode).toBe(200);

    const response = await support.get(protectionPath(player.id));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(limitOf(value.limits, 'loss', 'week')).toMatchObject({
      amount: 300,
      operatorAmount: null,
      used: 0,
    });
    expect(value.operatorLimits).toEqual([]);
    expect(value.exclusions).toEqual([
      expect.objectContaining({
        memberId: player.id,
        memberUsername: player.username,
        kind: 'time_out',
        period: '24h',
        active: true,
      }),
    ]);
    expect(value.realityCheck).toEqual({ intervalMinutes: 30, chosenMinutes: 30, merchantDefaultMinutes: 0 });
    expect(value.kyc).toEqual({ verified: false, documents: [] });
  });

  it("answers 404 for another merchant's member and 403 for a role without the permission", async () => {
    const player = await member();
    const elsewhere = await operatorSession(app(), 'admin', 'other');
    const hidden = await elsewhere.get(protectionPath(player.id));
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'not_found']);
    const content = await operatorSession(app(), 'content');
    const refused = await content.get(protectionPath(player.id));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    const invalid = await support.get(protectionPath('not-a-uuid'));
    expect([invalid.statusCode, invalid.json().value.field]).toEqual([400, 'id']);
  });
});

describe('setConsoleMemberLimits', () => {
  it('holds a stricter deposit limit at once, shows it to the member and refuses a deposit above it', async () => {
    const player = await member();
    await player.send('PUT', '/responsible-gaming/limits', {
      limits: [{ kind: 'deposit', period: 'day', amount: 500 }],
    });
    const set = await support.write('PUT', limitsPath(player.id), {
      limits: [{ kind: 'deposit', period: 'day', amount: 100 }],
      reason: 'affordability check',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.operatorLimits).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: 100, reason: 'affordability check' }),
    ]);

    const own = (await player.send('GET', '/responsible-gaming/limits')).json().value;
    expect(limitOf(own, 'deposit', 'day')).toMatchObject({ amount: 500, operatorAmount: 100 });
    const over = await player.send('POST', '/wallet/deposits', { channelId: 'sandbox', amount: 150 });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({ code: 'deposit_limit_exceeded', value: { remaining: 100 } });
    expect(
      (await player.send('POST', '/wallet/deposits', { channelId: 'sandbox', amount: 100 })).statusCode,
    ).toBe(200);

    const [event] = await auditOf('member.limits_set', player.id);
    expect(event).toMatchObject({
      reason: 'affordability check',
      before: [],
      after: [expect.objectContaining({ kind: 'deposit', period: 'day', amount: 100 })],
    });
  });

  it('enforces an operator wager limit on seamless-wallet bets where the member has none', async () => {
    const player = await member(100);
    const set = await support.write('PUT', limitsPath(player.id), {
      limits: [{ kind: 'wager', period: 'day', amount: 20 }],
      reason: 'asked by the member on the phone',
    });
    expect(set.statusCode, set.body).toBe(200);
    const bet = (minor: number) =>
      vendorCall(app(), game.vendor, 'bet', {
        transactionId: `tx-${next++}`,
        roundId: `r-${next++}`,
        playerId: player.id,
        currency: 'USD',
        nodeId: game.nodeId,
        amount: minor,
      });
    expect((await bet(1_500)).statusCode).toBe(200);
    const refused = await bet(600);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'wager_limit_reached' });
  });

  it("refuses a limit looser than the member's own with 400 naming the field, and changes nothing", async () => {
    const player = await member();
    await player.send('PUT', '/responsible-gaming/limits', {
      limits: [{ kind: 'loss', period: 'month', amount: 200 }],
    });
    const looser = await support.write('PUT', limitsPath(player.id), {
      limits: [
        { kind: 'deposit', period: 'week', amount: 50 },
        { kind: 'loss', period: 'month', amount: 250 },
      ],
      reason: 'review',
    });
    expect(looser.statusCode).toBe(400);
    expect(looser.json()).toMatchObject({
      code: 'operator_limit_looser',
      value: { field: 'limits.1.amount', playerAmount: 200 },
    });
    const after = (await support.get(protectionPath(player.id))).json().value;
    expect(after.operatorLimits).toEqual([]);
    expect(await auditOf('member.limits_set', player.id)).toEqual([]);
  });

  it('answers 400 naming the field for bad input, and removes an operator limit with amount null', async () => {
    const player = await member();
    const cases: [object, string][] = [
      [{ limits: [{ kind: 'session', period: 'week', amount: 30 }], reason: 'x' }, 'limits.0.period'],
      [{ limits: [{ kind: 'deposit', period: 'day', amount: 10.001 }], reason: 'x' }, 'limits.0.amount'],
      [{ limits: [{ kind: 'deposit', period: 'day', amount: 10 }] }, 'reason'],
      [{ limits: [{ kind: 'deposit', period: 'day', amount: 10 }], reason: 'a\u0000b' }, 'reason'],
      [{ limits: [], reason: 'x' }, 'limits'],
    ];
    for (const [payload, field] of cases) {
      const response = await support.write('PUT', limitsPath(player.id), payload);
      expect([response.statusCode, response.json().value?.field], JSON.stringify(payload)).toEqual([
        400,
        field,
      ]);
    }
    await support.write('PUT', limitsPath(player.id), {
      limits: [{ kind: 'session', period: 'day', amount: 60 }],
      reason: 'long sessions',
    });
    const removed = await support.write('PUT', limitsPath(player.id), {
      limits: [{ kind: 'session', period: 'day', amount: null }],
      reason: 'reviewed again',
    });
    expect(removed.json().value.operatorLimits).toEqual([]);
    const events = await auditOf('member.limits_set', player.id);
    expect(events.map((event) => event.reason).sort()).toEqual(['long sessions', 'reviewed again']);
  });

  it('needs the CSRF token, the permission and the merchant', async () => {
    const player = await member();
    const body = { limits: [{ kind: 'deposit', period: 'day', amount: 10 }], reason: 'x' };
    const noCsrf = await support.write('PUT', limitsPath(player.id), body, false);
    expect([noCsrf.statusCode, noCsrf.json().code]).toEqual([403, 'csrf_invalid']);
    for (const role of ['finance', 'auditor'] as const) {
      const caller = await operatorSession(app(), role);
      expect((await caller.get(protectionPath(player.id))).statusCode).toBe(200);
      const refused = await caller.write('PUT', limitsPath(player.id), body);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    }
    const elsewhere = await operatorSession(app(), 'owner', 'other');
    expect((await elsewhere.write('PUT', limitsPath(player.id), body)).statusCode).toBe(404);
    expect((await support.get(protectionPath(player.id))).json().value.operatorLimits).toEqual([]);
  });
});
