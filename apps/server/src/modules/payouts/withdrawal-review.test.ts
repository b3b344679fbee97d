import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';
import {
  balanceMinorOf,
  ledgerSumOf,
  type PayoutMember,
  payoutMember,
  withdrawalLedger,
} from '../../test/payouts.ts';
import { moveWithdrawal } from '../wallet/index.ts';
import { SANDBOX_PAYOUT_DELAY_MS } from './sandbox-payouts.ts';
import { APPROVED_RESUBMIT_AFTER_MS } from './withdrawal-lifecycle.ts';

const clock = new TestClock();
const app = useTestApp({ clock, limits: { withdrawalsPerMember: { limit: 50, windowSeconds: 3600 } } });

const expectCode = (response: LightMyRequestResponse, status: number, code: string, field?: string) => {
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
  if (field) expect(response.json().value.field, response.body).toBe(field);
};

const review = (caller: ConsoleCaller, id: string, body: object) =>
  caller.write('POST', `/console/withdrawals/${id}/review`, body);

/** A member with `credit` and a bank account who requested a withdrawal of `amount`; fee 1.00 (demo bank fee). */
async function requested(amount: number, credit = 1000): Promise<{ member: PayoutMember; id: string }> {
  const member = await payoutMember(app(), { credit, prefix: 'review' });
  const response = await member.withdraw(amount, await member.addAccount());
  expect(response.statusCode, response.body).toBe(200);
  return { member, id: response.json().value.id };
}

const statusOf = async (member: PayoutMember, id: string) =>
  (await member.get('/wallet/withdrawals'))
    .json()
    .value.withdrawals.find((item: { id: string }) => item.id === id)?.status;

/** The member's withdrawal inbox codes, sorted (messages of one instant have no order among them). */
const inboxCodes = async (member: PayoutMember) =>
  (await member.get('/messages/inbox?pageSize=50'))
    .json()
    .value.list.map((message: { code: string }) => message.code)
    .sort();

async function expectLedgerExact(member: PayoutMember) {
  expect(await ledgerSumOf(app(), member.id)).toBe(await balanceMinorOf(app(), member.id));
}

describe('console withdrawal queue', () => {
  it('lists with filters, newest first, scoped to the merchant; the detail shows recent activity and linked accounts', async () => {
    const support = await operatorSession(app(), 'support');
    const a = await requested(150.25);
    const b = await requested(420);
    const page = await support.get(`/console/withdrawals?member=${a.member.username}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().value).toMatchObject({ page: 1, hasMore: false });
    expect(page.json().value.list).toEqual([
      expect.objectContaining({
        id: a.id,
        memberId: a.member.id,
        memberUsername: a.member.username,
        merchantCode: 'demo',
        amount: 150.25,
        fee: 1,
        heldAmount: 151.25,
        status: 'pending_review',
        payoutAccount: expect.objectContaining({
          kind: 'bank_account',
          holderName: 'Ayesha Khan',
          maskedNumber: '****1234',
        }),
      }),
    ]);
    const ids = async (query: string) =>
      (await support.get(`/console/withdrawals?${query}`))
        .json()
        .value.list.map((item: { id: string }) => item.id);
    expect(await ids('minAmount=400&maxAmount=420&status=pending_review&kind=bank_account')).toContain(b.id);
    expect(await ids('minAmount=400&maxAmount=420')).not.toContain(a.id);
    expect(await ids('kind=e_wallet')).not.toContain(a.id);
    expect(await ids(`memberId=${b.member.id}`)).toEqual([b.id]);
    const future = new Date(clock.now() + 60_000).toISOString();
    expect(await ids(`from=${encodeURIComponent(future)}`)).toEqual([]);
    expect(await ids(`to=${encodeURIComponent(future)}&memberId=${a.member.id}`)).toEqual([a.id]);
    expectCode(await support.get('/console/withdrawals?status=lost'), 400, 'validation_error', 'status');
    expectCode(await support.get('/console/withdrawals?minAmount=x'), 400, 'validation_error', 'minAmount');
    expectCode(await support.get('/console/withdrawals?member=a%00b'), 400, 'validation_error', 'member');

    const detail = await support.get(`/console/withdrawals/${a.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().value).toMatchObject({
      request: { id: a.id },
      member: { id: a.member.id, payeeName: 'Ayesha Khan', balance: 1000 - 151.25, locked: false },
      withdrawals: [{ id: a.id, status: 'pending_review' }],
    });
    expect(detail.json().value.ledger.map((entry: { kind: string }) => entry.kind)).toEqual([
      'withdrawal',
      'adjustment',
    ]);
    // linked accounts: b shares the payee name
    expect(detail.json().value.linkedAccounts.map((link: { id: string }) => link.id)).toContain(b.member.id);

    await putMerchant(app(), 'othermerchant', { domains: ['other-merchant.test'] });
    const elsewhere = await operatorSession(app(), 'owner', 'othermerchant');
    expectCode(await elsewhere.get(`/console/withdrawals/${a.id}`), 404, 'not_found');
    expect((await elsewhere.get('/console/withdrawals')).json().value.list).toEqual([]);
    const platform = await operatorSession(app(), 'auditor', null);
    expect((await platform.get(`/console/withdrawals/${a.id}`)).statusCode).toBe(200);
  });

  it('only finance, admin and owner review; support and the auditor see; content sees nothing', async () => {
    const { id } = await requested(100);
    for (const role of ['support', 'auditor', 'content'] as const) {
      const caller = await operatorSession(app(), role);
      expectCode(await review(caller, id, { decision: 'reject', reason: 'no' }), 403, 'forbidden');
    }
    expectCode(await (await operatorSession(app(), 'content')).get('/console/withdrawals'), 403, 'forbidden');
    const finance = await operatorSession(app(), 'finance');
    expectCode(await review(finance, id, { decision: 'reject', reason: 'x' }), 200, 'ok');
  });
});

describe('withdrawal review', () => {
  it('rejecting needs a reason, returns the held amount once, tells the member and is audited', async () => {
    const finance = await operatorSession(app(), 'finance');
    const { member, id } = await requested(300);
    expectCode(await review(finance, id, { decision: 'reject' }), 400, 'validation_error', 'reason');
    expectCode(
      await review(finance, id, { decision: 'reject', reason: 'bad\u0000' }),
      400,
      'validation_error',
      'reason',
    );
    expectCode(await review(finance, id, { decision: 'pay' }), 400, 'validation_error', 'decision');
    expectCode(await review(finance, id, { decision: 'reject', reason: 'x' }), 200, 'ok');
    expectCode(
      await review(finance, id, { decision: 'reject', reason: 'again' }),
      409,
      'withdrawal_state_changed',
      'status',
    );
    expectCode(await review(finance, id, { decision: 'approve' }), 409, 'withdrawal_state_changed', 'status');
    expect(await statusOf(member, id)).toBe('rejected');
    expect(await withdrawalLedger(app(), id)).toEqual([
      ['withdrawal', -30_100],
      ['withdrawal_return', 30_100],
    ]);
    expect(await balanceMinorOf(app(), member.id)).toBe(100_000);
    await expectLedgerExact(member);
    const records = (await member.get('/wallet/withdrawals')).json().value.withdrawals;
    expect(records[0]).toMatchObject({ status: 'rejected', reason: 'x' });
    expect(await inboxCodes(member)).toEqual(['withdrawal_rejected']);
    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get('/console/audit-events?action=withdrawal.rejected')).json().value.list;
    expect(events.find((event: { target: string }) => event.target === id)).toMatchObject({
      operatorId: finance.operatorId,
      reason: 'x',
      before: { status: 'pending_review' },
      after: { status: 'rejected' },
    });
  });

  it('approval hands it to the sandbox payout: processing, then paid by the status job a few seconds later', async () => {
    const finance = await operatorSession(app(), 'finance');
    const { member, id } = await requested(250);
    const approved = await review(finance, id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({
      status: 'processing',
      reviewedByUsername: expect.any(String),
      providerReference: `sandbox-${id}`,
    });
    await app().payouts.runDue();
    expect(await statusOf(member, id)).toBe('processing');
    clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    await app().payouts.runDue();
    expect(await statusOf(member, id)).toBe('paid');
    expect(await withdrawalLedger(app(), id)).toEqual([['withdrawal', -25_100]]);
    await expectLedgerExact(member);
    expect(await inboxCodes(member)).toEqual([
      'withdrawal_approved',
      'withdrawal_paid',
      'withdrawal_processing',
    ]);
    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get('/console/audit-events?action=withdrawal.approved')).json().value.list;
    expect(events.some((event: { target: string }) => event.target === id)).toBe(true);
  });

  it('two approvals at once: exactly one wins, the other gets 409', async () => {
    const [first, second] = [await operatorSession(app(), 'finance'), await operatorSession(app(), 'admin')];
    const { member, id } = await requested(120);
    const answers = await Promise.all([
      review(first, id, { decision: 'approve' }),
      review(second, id, { decision: 'approve' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    await app().payouts.runDue();
    expect(await statusOf(member, id)).toBe('paid');
    expect(await withdrawalLedger(app(), id)).toEqual([['withdrawal', -12_100]]);
    await expectLedgerExact(member);
  });

  it("an approval racing the member's cancel: exactly one takes effect", async () => {
    const finance = await operatorSession(app(), 'finance');
    for (let round = 0; round < 3; round++) {
      const { member, id } = await requested(110);
      const [approval, cancel] = await Promise.all([
        review(finance, id, { decision: 'approve' }),
        member.post(`/wallet/withdrawals/${id}/cancel`),
      ]);
      expect([approval.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const ledger = await withdrawalLedger(app(), id);
      if (cancel.statusCode === 200) {
        expect(await statusOf(member, id)).toBe('cancelled');
        expect(ledger).toEqual([
          ['withdrawal', -11_100],
          ['withdrawal_return', 11_100],
        ]);
      } else {
        expect(['processing', 'paid']).toContain(await statusOf(member, id));
        expect(ledger).toEqual([['withdrawal', -11_100]]);
      }
      await expectLedgerExact(member);
    }
  });

  it('a payout the provider refuses at once, or fails later, returns the held amount exactly once', async () => {
    const finance = await operatorSession(app(), 'finance');
    const refused = await requested(100.13);
    const answer = await review(finance, refused.id, { decision: 'approve' });
    expect(answer.json().value).toMatchObject({ status: 'failed', reason: 'sandbox_refused' });
    expect(await withdrawalLedger(app(), refused.id)).toEqual([
      ['withdrawal', -10_113],
      ['withdrawal_return', 10_113],
    ]);
    expect(await inboxCodes(refused.member)).toEqual(['withdrawal_approved', 'withdrawal_failed']);

    const later = await requested(100.23);
    expect((await review(finance, later.id, { decision: 'approve' })).json().value.status).toBe('processing');
    clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    await Promise.all([app().payouts.runDue(), app().payouts.runDue()]);
    await app().payouts.runDue();
    expect(await statusOf(later.member, later.id)).toBe('failed');
    expect(await withdrawalLedger(app(), later.id)).toEqual([
      ['withdrawal', -10_123],
      ['withdrawal_return', 10_123],
    ]);
    expect(await balanceMinorOf(app(), later.member.id)).toBe(100_000);
    await expectLedgerExact(later.member);
    await expectLedgerExact(refused.member);
  });

  it('a payout that timed out stays held as unknown until the status check resolves it', async () => {
    const finance = await operatorSession(app(), 'finance');
    const paid = await requested(100.17);
    const failed = await requested(100.19);
    for (const { id } of [paid, failed]) {
      expect((await review(finance, id, { decision: 'approve' })).json().value.status).toBe('unknown');
    }
    clock.advance(SANDBOX_PAYOUT_DELAY_MS - 1_000);
    await app().payouts.runDue();
    expect(await statusOf(paid.member, paid.id)).toBe('unknown');
    expect(await balanceMinorOf(app(), failed.member.id)).toBe(100_000 - 10_119);
    clock.advance(2_000);
    await app().payouts.runDue();
    expect(await statusOf(paid.member, paid.id)).toBe('paid');
    expect(await statusOf(failed.member, failed.id)).toBe('failed');
    expect(await balanceMinorOf(app(), paid.member.id)).toBe(100_000 - 10_117);
    expect(await balanceMinorOf(app(), failed.member.id)).toBe(100_000);
    await expectLedgerExact(paid.member);
    await expectLedgerExact(failed.member);
    expect(await inboxCodes(paid.member)).toEqual([
      'withdrawal_approved',
      'withdrawal_paid',
      'withdrawal_unknown',
    ]);
  });

  it('an operator resolves an unknown payout as paid or failed, with a reason, audited; only while unknown', async () => {
    const finance = await operatorSession(app(), 'finance');
    const one = await requested(100.17);
    const two = await requested(100.19);
    const pending = await requested(100);
    for (const { id } of [one, two]) await review(finance, id, { decision: 'approve' });
    expectCode(await review(finance, one.id, { decision: 'mark_paid' }), 400, 'validation_error', 'reason');
    expectCode(
      await review(finance, pending.id, { decision: 'mark_paid', reason: 'x' }),
      409,
      'withdrawal_state_changed',
      'status',
    );
    const paid = await review(finance, one.id, {
      decision: 'mark_paid',
      reason: 'provider confirmed by phone',
    });
    expect(paid.json().value).toMatchObject({ status: 'paid', reason: 'provider confirmed by phone' });
    const failed = await review(finance, two.id, {
      decision: 'mark_failed',
      reason: 'provider has no record',
    });
    expect(failed.json().value).toMatchObject({ status: 'failed' });
    expectCode(
      await review(finance, two.id, { decision: 'mark_failed', reason: 'again' }),
      409,
      'withdrawal_state_changed',
    );
    // the status job finds nothing left to do on them
    clock.advance(SANDBOX_PAYOUT_DELAY_MS * 2);
    await app().payouts.runDue();
    expect(await withdrawalLedger(app(), one.id)).toEqual([['withdrawal', -10_117]]);
    expect(await withdrawalLedger(app(), two.id)).toEqual([
      ['withdrawal', -10_119],
      ['withdrawal_return', 10_119],
    ]);
    await expectLedgerExact(one.member);
    await expectLedgerExact(two.member);
    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get('/console/audit-events?action=withdrawal.resolved')).json().value.list;
    expect(
      events.filter((event: { target: string }) => [one.id, two.id].includes(event.target)),
    ).toHaveLength(2);
  });

  it('an approval whose hand-over was interrupted is submitted by the payout job later, once', async () => {
    const { member, id } = await requested(130);
    // as if the instance stopped right after the approval committed
    const approved = await moveWithdrawal(app().db, {
      id,
      from: ['pending_review'],
      to: 'approved',
      now: new Date(clock.now()),
      nextCheckAt: new Date(clock.now() + APPROVED_RESUBMIT_AFTER_MS),
    });
    expect(approved?.status).toBe('approved');
    await app().payouts.runDue();
    expect(await statusOf(member, id)).toBe('approved');
    clock.advance(APPROVED_RESUBMIT_AFTER_MS);
    await Promise.all([app().payouts.runDue(), app().payouts.runDue()]);
    expect(await statusOf(member, id)).toBe('processing');
    clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    await app().payouts.runDue();
    expect(await statusOf(member, id)).toBe('paid');
    expect(await withdrawalLedger(app(), id)).toEqual([['withdrawal', -13_100]]);
    await expectLedgerExact(member);
  });
});
