import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, depositChannelTurnover, games, inboxMessages, ledgerEntries } from '../../db/schema.ts';
import { DEMO_MERCHANT } from '../../demo/merchant.ts';
import { TestClock } from '../../test/accounts.ts';
import { createSiblingApp, putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';
import { type PayoutMember, payoutMember } from '../../test/payouts.ts';
import { vendorCallOk } from '../../test/vendor-calls.ts';
import { expireUnclaimedRewards } from '../promotions/index.ts';

const clock = new TestClock();
const app = useTestApp({ clock, demoCatalogue: 5, config: { sandboxDepositDelayMs: 1000 } });
const DAY = 86_400_000;

const expectCode = (response: LightMyRequestResponse, status: number, code: string, field?: string) => {
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
  if (field) expect(response.json().value.field, response.body).toBe(field);
};

let vendor = '';
let nodeId = '';
beforeAll(async () => {
  const [game] = await app().db.select().from(games).limit(1);
  if (!game) throw new Error('the demo catalogue has no games');
  vendor = game.vassalage;
  nodeId = game.nodeId;
});

let next = 1;
/** An activity of the demo merchant paying `reward` (major units) with a turnover multiple. */
async function activity(options: {
  reward: number;
  multiple: number;
  autoApprove?: boolean;
  claimDays?: number;
}) {
  const id = `turnover-test-${next++}`;
  await app()
    .db.insert(activities)
    .values({
      id,
      merchantCode: DEMO_MERCHANT.code,
      title: `Bonus ${id}`,
      summary: 'test',
      content: 'test',
      imageUrl: '/x.png',
      rewardMinor: options.reward * 100,
      autoApprove: options.autoApprove ?? false,
      turnoverMultiple: options.multiple,
      claimDays: options.claimDays ?? null,
      startAt: new Date(clock.now() - DAY),
    });
  return id;
}

/** A real member with a session, a payment password, a payout account and `credit` major units. */
async function member(credit = 0): Promise<TurnoverMember> {
  const session = await payoutMember(app(), { credit, prefix: 'turn' });
  return { ...session, payoutAccountId: await session.addAccount() };
}

interface TurnoverMember extends PayoutMember {
  payoutAccountId: string;
}

const withdraw = (session: TurnoverMember, amount: number) =>
  session.withdraw(amount, session.payoutAccountId);

async function outstandingOf(session: PayoutMember): Promise<number> {
  const response = await session.get('/wallet/turnover');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.outstanding;
}

/** Joins the activity and answers its claim id as the console lists it. */
async function apply(session: PayoutMember, activityId: string, finance: ConsoleCaller): Promise<string> {
  const joined = await session.post(`/promotions/activities/${activityId}/join`, {});
  expect(joined.statusCode, joined.body).toBe(200);
  const list = await finance.get(`/console/reward-claims?activityId=${activityId}&memberId=${session.id}`);
  expect(list.statusCode, list.body).toBe(200);
  const [claim] = list.json().value.list;
  return claim.id;
}

const review = (caller: ConsoleCaller, id: string, body: object) =>
  caller.write('POST', `/console/reward-claims/${id}/review`, body);

let round = 1;
/** A round of `stake` (major units) settled with a win of `win`. */
async function settledRound(session: PayoutMember, stake: number, win = 0) {
  const roundId = `turn-r${round++}`;
  const common = { roundId, playerId: session.id, currency: 'USD', nodeId };
  await vendorCallOk(app(), vendor, 'bet', { ...common, transactionId: `${roundId}-b`, amount: stake * 100 });
  await vendorCallOk(app(), vendor, 'win', { ...common, transactionId: `${roundId}-w`, amount: win * 100 });
}

/** A round of `stake` whose bet the vendor returns. */
async function refundedRound(session: PayoutMember, stake: number) {
  const roundId = `turn-r${round++}`;
  const common = { roundId, playerId: session.id, currency: 'USD' };
  await vendorCallOk(app(), vendor, 'bet', {
    ...common,
    nodeId,
    transactionId: `${roundId}-b`,
    amount: stake * 100,
  });
  await vendorCallOk(app(), vendor, 'refund', {
    ...common,
    transactionId: `${roundId}-r`,
    betTransactionId: `${roundId}-b`,
  });
}

describe('turnover', () => {
  it('an approved reward adds reward × multiple; a withdrawal is refused with the remaining amount until settled bets pay it down (refunds do not count)', async () => {
    const finance = await operatorSession(app(), 'finance');
    const activityId = await activity({ reward: 20, multiple: 5 });
    const session = await member(500);
    const claimId = await apply(session, activityId, finance);
    expect((await review(finance, claimId, { approve: true })).json().value).toMatchObject({
      status: 'Issued',
      rewardAmount: 20,
      decidedByUsername: expect.any(String),
    });
    expect(await outstandingOf(session)).toBe(100);
    const refused = await withdraw(session, 100);
    expectCode(refused, 409, 'turnover_outstanding', 'amount');
    expect(refused.json().value.remaining).toBe(100);

    await settledRound(session, 30, 50);
    expect(await outstandingOf(session)).toBe(70);
    await refundedRound(session, 60);
    expect(await outstandingOf(session)).toBe(70);
    await settledRound(session, 25);
    await settledRound(session, 25);
    expect(await outstandingOf(session)).toBe(20);
    expectCode(await withdraw(session, 100), 409, 'turnover_outstanding');
    await settledRound(session, 40);
    expect(await outstandingOf(session)).toBe(0);

    const allowed = await withdraw(session, 100);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const status = (await session.get('/wallet/turnover')).json().value;
    expect(status.history).toEqual([
      expect.objectContaining({ kind: 'reward', amount: 100, outstandingAfter: 100 }),
    ]);
  });

  it('an operator lowers or waives it with a reason (audited), never raises it; the withdrawal then goes through', async () => {
    const finance = await operatorSession(app(), 'finance');
    const session = await member(300);
    await review(finance, await apply(session, await activity({ reward: 10, multiple: 30 }), finance), {
      approve: true,
    });
    expect(await outstandingOf(session)).toBe(300);
    const path = `/console/members/${session.id}/turnover`;
    expectCode(
      await finance.write('PUT', path, { outstanding: 400, reason: 'more' }),
      400,
      'turnover_not_lower',
      'outstanding',
    );
    expectCode(
      await finance.write('PUT', path, { outstanding: 10, reason: 'a\u0000b' }),
      400,
      'validation_error',
      'reason',
    );
    expectCode(await finance.write('PUT', path, { outstanding: 10 }), 400, 'validation_error', 'reason');
    const support = await operatorSession(app(), 'support');
    expect((await support.write('PUT', path, { outstanding: 0, reason: 'x' })).statusCode).toBe(403);
    expect(await outstandingOf(session)).toBe(300);

    const lowered = await finance.write('PUT', path, { outstanding: 120.5, reason: 'goodwill' });
    expect(lowered.json().value.outstanding).toBe(120.5);
    expectCode(await withdraw(session, 100), 409, 'turnover_outstanding');
    const waived = await finance.write('PUT', path, { outstanding: 0, reason: 'complaint settled' });
    expect(waived.json().value.history[0]).toMatchObject({
      kind: 'operator',
      amount: -120.5,
      reason: 'complaint settled',
    });
    expect((await support.get(path)).json().value.outstanding).toBe(0);
    expect((await withdraw(session, 100)).statusCode).toBe(200);

    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get('/console/audit-events?action=turnover.set'))
      .json()
      .value.list.filter((event: { target: string }) => event.target === session.id);
    const facts = events.map((event: { reason: string; after: unknown }) => [event.reason, event.after]);
    expect(facts).toHaveLength(2);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['complaint settled', { outstanding: 0 }],
        ['goodwill', { outstanding: 120.5 }],
      ]),
    );
  });

  it("a deposit through a channel with a multiple adds the deposit × the channel's multiple", async () => {
    await app()
      .db.insert(depositChannelTurnover)
      .values({ merchantCode: DEMO_MERCHANT.code, channelId: 'sandbox', multiple: 2 });
    try {
      const session = await member();
      const deposit = await session.post('/wallet/deposits', { channelId: 'sandbox', amount: 150 });
      expect(deposit.statusCode, deposit.body).toBe(200);
      clock.advance(2000);
      await session.get('/wallet');
      const status = (await session.get('/wallet/turnover')).json().value;
      expect(status).toMatchObject({ outstanding: 300, history: [{ kind: 'deposit', amount: 300 }] });
    } finally {
      await app().db.delete(depositChannelTurnover);
    }
  });
});

describe('reward claim review', () => {
  it('two concurrent approvals: one pays once, the other gets 409; the member gets one inbox message', async () => {
    const [a, b] = [await operatorSession(app(), 'finance'), await operatorSession(app(), 'admin')];
    const session = await member();
    const activityId = await activity({ reward: 15, multiple: 0 });
    const claimId = await apply(session, activityId, a);
    const answers = await Promise.all([
      review(a, claimId, { approve: true }),
      review(b, claimId, { approve: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('reward_claim_moved_on');
    const rows = await app()
      .db.select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, session.id), eq(ledgerEntries.kind, 'activity')));
    expect(rows.map((row) => row.amountMinor)).toEqual([1500]);
    expectCode(
      await review(a, claimId, { approve: false, reason: 'late' }),
      409,
      'reward_claim_moved_on',
      'id',
    );
    const inbox = await app().db.select().from(inboxMessages).where(eq(inboxMessages.memberId, session.id));
    expect(inbox.map((message) => message.code)).toEqual(['reward_claim_approved']);
    expect(await outstandingOf(session)).toBe(0);
  });

  it('a rejection needs a reason, pays nothing, tells the member and is audited; roles and filters apply', async () => {
    const finance = await operatorSession(app(), 'finance');
    const session = await member();
    const activityId = await activity({ reward: 15, multiple: 3 });
    const claimId = await apply(session, activityId, finance);
    expectCode(await review(finance, claimId, { approve: false }), 400, 'validation_error', 'reason');
    for (const role of ['support', 'auditor', 'content'] as const) {
      const caller = await operatorSession(app(), role);
      expect((await review(caller, claimId, { approve: false, reason: 'no' })).statusCode).toBe(403);
      const listed = await caller.get(`/console/reward-claims?memberId=${session.id}`);
      expect(listed.statusCode).toBe(role === 'content' ? 403 : 200);
    }
    await putMerchant(app(), 'turnother', { domains: ['turnother.test'] });
    const other = await operatorSession(app(), 'finance', 'turnother');
    expectCode(await review(other, claimId, { approve: true }), 404, 'not_found');
    const rejected = await review(finance, claimId, { approve: false, reason: 'duplicate account' });
    expect(rejected.json().value).toMatchObject({ status: 'Rejected', decisionReason: 'duplicate account' });
    expect(await outstandingOf(session)).toBe(0);
    expect((await session.get('/wallet')).json().value.sumBalance).toBe(0);
    const [message] = await app()
      .db.select()
      .from(inboxMessages)
      .where(eq(inboxMessages.memberId, session.id));
    expect(message).toMatchObject({ code: 'reward_claim_rejected', params: { reason: 'duplicate account' } });
    const pending = await finance.get(`/console/reward-claims?status=Applying&activityId=${activityId}`);
    expect(pending.json().value.list).toEqual([]);
    const all = await finance.get(`/console/reward-claims?status=Rejected&activityId=${activityId}`);
    expect(all.json().value.list.map((claim: { id: string }) => claim.id)).toEqual([claimId]);
    expectCode(await finance.get('/console/reward-claims?status=Nope'), 400, 'validation_error', 'status');
    const owner = await operatorSession(app(), 'owner');
    const audited = (await owner.get('/console/audit-events?action=reward_claim.rejected')).json().value.list;
    expect(audited.find((event: { target: string }) => event.target === claimId)).toMatchObject({
      reason: 'duplicate account',
    });
  });
});

describe('reward expiry', () => {
  it('two runners expire each unclaimed reward once after its claim days; the member can no longer claim it', async () => {
    const expiring = await activity({ reward: 5, multiple: 1, autoApprove: true, claimDays: 1 });
    const keeping = await activity({ reward: 5, multiple: 1, autoApprove: true });
    const sessions = await Promise.all([member(), member(), member()]);
    for (const session of sessions) {
      for (const id of [expiring, keeping]) {
        const joined = await session.post(`/promotions/activities/${id}/join`, {});
        expect(joined.json().value.status).toBe('Claim');
      }
    }
    const claimed = await sessions[0]?.post(`/promotions/activities/${expiring}/claim`, {});
    expect(claimed?.statusCode, claimed?.body).toBe(200);
    clock.advance(DAY + 1000);
    const sibling = await createSiblingApp(app());
    try {
      const counts = await Promise.all([
        expireUnclaimedRewards(app().db, app().clock),
        expireUnclaimedRewards(sibling.db, sibling.clock),
      ]);
      expect(counts[0] + counts[1]).toBe(2);
      expect(await expireUnclaimedRewards(app().db, app().clock)).toBe(0);
    } finally {
      await sibling.close();
    }
    const reviewer = await operatorSession(app(), 'finance');
    const expired = (
      await reviewer.get(`/console/reward-claims?status=Expired&activityId=${expiring}`)
    ).json().value;
    expect(expired.list.map((claim: { memberId: string }) => claim.memberId).sort()).toEqual(
      [sessions[1]?.id, sessions[2]?.id].sort(),
    );
    const kept = (await reviewer.get(`/console/reward-claims?status=Claim&activityId=${keeping}`)).json()
      .value;
    expect(kept.list).toHaveLength(3);
  });
});
