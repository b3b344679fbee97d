import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { balanceAdjustments, ledgerEntries, wallets } from '../../db/schema.ts';
import { createMember } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const expectCode = (response: LightMyRequestResponse, status: number, code: string, field?: string) => {
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
  if (field) expect(response.json().value.field, response.body).toBe(field);
};

let next = 1;
const newMember = async (headers: Record<string, string> = {}) =>
  (await createMember(app(), { username: `adj${next++}member` }, headers)).id;

const adjust = (caller: ConsoleCaller, memberId: string, body: object) =>
  caller.write('POST', `/console/members/${memberId}/adjustments`, body);

const decide = (caller: ConsoleCaller, id: string, body: object) =>
  caller.write('POST', `/console/adjustments/${id}/approval`, body);

const balanceOf = async (memberId: string) => {
  const [wallet] = await app().db.select().from(wallets).where(eq(wallets.memberId, memberId));
  return wallet?.balanceMinor ?? 0;
};

const ledgerRowsOf = (reference: string) =>
  app().db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));

const auditOf = async (owner: ConsoleCaller, action: string, target: string) =>
  (await owner.get(`/console/audit-events?action=${action}`))
    .json()
    .value.list.filter((event: { target: string }) => event.target === target);

describe('balance adjustments', () => {
  it('at or below the threshold a credit and a debit apply at once through one ledger row each, audited', async () => {
    const finance = await operatorSession(app(), 'finance');
    const memberId = await newMember();
    const credit = await adjust(finance, memberId, { direction: 'credit', amount: 1000, reason: 'goodwill' });
    expect(credit.json().value).toMatchObject({
      memberId,
      direction: 'credit',
      amount: 1000,
      status: 'applied',
      balanceAfter: 1000,
      createdById: finance.operatorId,
    });
    const debit = await adjust(finance, memberId, { direction: 'debit', amount: 0.5, reason: 'fix' });
    expect(debit.json().value).toMatchObject({ status: 'applied', balanceAfter: 999.5 });
    expect(await balanceOf(memberId)).toBe(99_950);
    const rows = await ledgerRowsOf(debit.json().value.id);
    expect(rows.map((row) => [row.kind, row.amountMinor])).toEqual([['adjustment', -50]]);
    const owner = await operatorSession(app(), 'owner');
    const [event] = await auditOf(owner, 'balance_adjustment.created', credit.json().value.id);
    expect(event).toMatchObject({
      operatorId: finance.operatorId,
      reason: 'goodwill',
      before: { memberId, balance: 0 },
      after: { status: 'applied', balanceAfter: 1000 },
    });
  });

  it('a debit beyond the balance answers 409 insufficient_balance and changes nothing', async () => {
    const finance = await operatorSession(app(), 'finance');
    const memberId = await newMember();
    await adjust(finance, memberId, { direction: 'credit', amount: 10, reason: 'start' });
    for (const amount of [10.01, 5000])
      expectCode(
        await adjust(finance, memberId, { direction: 'debit', amount, reason: 'too much' }),
        409,
        'insufficient_balance',
        'amount',
      );
    expect(await balanceOf(memberId)).toBe(1000);
    const queued = await app()
      .db.select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.memberId, memberId));
    expect(queued).toHaveLength(1);
  });

  it('refuses bad input with the field named', async () => {
    const finance = await operatorSession(app(), 'finance');
    const memberId = await newMember();
    const good = { direction: 'credit', amount: 5, reason: 'ok' };
    for (const [body, field] of [
      [{ ...good, amount: 0 }, 'amount'],
      [{ ...good, amount: -5 }, 'amount'],
      [{ ...good, amount: 1.005 }, 'amount'],
      [{ ...good, amount: 100_000_000 }, 'amount'],
      [{ ...good, direction: 'sideways' }, 'direction'],
      [{ ...good, reason: '' }, 'reason'],
      [{ ...good, reason: 'a\u0000b' }, 'reason'],
      [{ ...good, reason: 'x'.repeat(501) }, 'reason'],
    ] as const)
      expectCode(await adjust(finance, memberId, body), 400, 'validation_error', field);
    expectCode(
      await finance.write('POST', '/console/members/not-a-uuid/adjustments', good),
      400,
      'validation_error',
      'id',
    );
    expect(await balanceOf(memberId)).toBe(0);
  });

  it("another merchant's member, or an unknown one, is not found", async () => {
    await putMerchant(app(), 'adjother', { domains: ['adjother.test'] });
    const otherMember = await newMember({ 'x-merchant-code': 'adjother' });
    const finance = await operatorSession(app(), 'finance');
    const body = { direction: 'credit', amount: 5, reason: 'x' };
    expectCode(await adjust(finance, otherMember, body), 404, 'not_found');
    expectCode(await adjust(finance, '00000000-0000-4000-8000-000000000000', body), 404, 'not_found');
    expect(await balanceOf(otherMember)).toBe(0);
    const platform = await operatorSession(app(), 'finance', null);
    expect((await adjust(platform, otherMember, body)).json().value.status).toBe('applied');
    const queue = (await finance.get('/console/adjustments')).json().value;
    expect(queue.list.map((item: { memberId: string }) => item.memberId)).not.toContain(otherMember);
  });

  it('above the threshold it waits; another operator approves it, once; the maker cannot', async () => {
    const maker = await operatorSession(app(), 'finance');
    const approver = await operatorSession(app(), 'admin');
    const memberId = await newMember();
    const created = await adjust(maker, memberId, {
      direction: 'credit',
      amount: 1000.01,
      reason: 'big win',
    });
    const adjustment = created.json().value;
    expect(adjustment).toMatchObject({ status: 'pending_approval', balanceAfter: null });
    expect(await balanceOf(memberId)).toBe(0);
    const queue = (
      await approver.get(`/console/adjustments?status=pending_approval&memberId=${memberId}`)
    ).json().value;
    expect(queue).toMatchObject({ approvalThreshold: 1000, hasMore: false, page: 1 });
    expect(queue.list.map((item: { id: string }) => item.id)).toEqual([adjustment.id]);

    expectCode(await decide(maker, adjustment.id, { approve: true }), 403, 'approver_must_differ');
    expectCode(await decide(approver, adjustment.id, { approve: false }), 400, 'validation_error', 'reason');
    expect(await balanceOf(memberId)).toBe(0);

    const approved = await decide(approver, adjustment.id, { approve: true, reason: 'checked' });
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      decidedById: approver.operatorId,
      decisionReason: 'checked',
      balanceAfter: 1000.01,
    });
    expect(await balanceOf(memberId)).toBe(100_001);
    expectCode(await decide(approver, adjustment.id, { approve: true }), 409, 'adjustment_moved_on');
    const other = await operatorSession(app(), 'owner');
    expectCode(
      await decide(other, adjustment.id, { approve: false, reason: 'late' }),
      409,
      'adjustment_moved_on',
    );
    expect(await ledgerRowsOf(adjustment.id)).toHaveLength(1);
    const [event] = await auditOf(other, 'balance_adjustment.approved', adjustment.id);
    expect(event).toMatchObject({
      operatorId: approver.operatorId,
      reason: 'checked',
      before: { status: 'pending_approval' },
      after: { status: 'approved' },
    });
  });

  it('a rejection records the reason and moves nothing', async () => {
    const maker = await operatorSession(app(), 'finance');
    const checker = await operatorSession(app(), 'finance');
    const memberId = await newMember();
    const { id } = (
      await adjust(maker, memberId, { direction: 'credit', amount: 2000, reason: 'claim' })
    ).json().value;
    const rejected = await decide(checker, id, { approve: false, reason: 'no proof' });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      decisionReason: 'no proof',
      balanceAfter: null,
    });
    expect(await balanceOf(memberId)).toBe(0);
    expect(await ledgerRowsOf(id)).toHaveLength(0);
    const decided = (await checker.get('/console/adjustments?status=rejected')).json().value.list;
    expect(decided.map((item: { id: string }) => item.id)).toContain(id);
    const owner = await operatorSession(app(), 'owner');
    expect(await auditOf(owner, 'balance_adjustment.rejected', id)).toHaveLength(1);
  });

  it('two operators approving one adjustment at once: exactly one wins, one ledger row', async () => {
    const maker = await operatorSession(app(), 'finance');
    const [first, second] = await Promise.all([
      operatorSession(app(), 'admin'),
      operatorSession(app(), 'owner'),
    ]);
    const memberId = await newMember();
    const { id } = (
      await adjust(maker, memberId, { direction: 'credit', amount: 5000, reason: 'jackpot' })
    ).json().value;
    const answers = await Promise.all([
      decide(first, id, { approve: true }),
      decide(second, id, { approve: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('adjustment_moved_on');
    expect(await ledgerRowsOf(id)).toHaveLength(1);
    expect(await balanceOf(memberId)).toBe(500_000);
  });

  it('an approved debit that the balance no longer covers answers 409 and stays pending', async () => {
    const maker = await operatorSession(app(), 'finance');
    const checker = await operatorSession(app(), 'admin');
    const memberId = await newMember();
    await adjust(maker, memberId, { direction: 'credit', amount: 1000, reason: 'a' });
    await adjust(maker, memberId, { direction: 'credit', amount: 1000, reason: 'b' });
    const { id } = (await adjust(maker, memberId, { direction: 'debit', amount: 1500, reason: 'c' })).json()
      .value;
    await adjust(maker, memberId, { direction: 'debit', amount: 1000, reason: 'd' });
    expectCode(await decide(checker, id, { approve: true }), 409, 'insufficient_balance');
    expect(await balanceOf(memberId)).toBe(100_000);
    const [row] = await app().db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id));
    expect(row?.status).toBe('pending_approval');
    expect(await ledgerRowsOf(id)).toHaveLength(0);
  });

  it('an auditor reads the queue but cannot adjust; support cannot read it', async () => {
    const auditor = await operatorSession(app(), 'auditor');
    const support = await operatorSession(app(), 'support');
    const memberId = await newMember();
    expect((await auditor.get('/console/adjustments')).statusCode).toBe(200);
    expectCode(await support.get('/console/adjustments'), 403, 'forbidden');
    expectCode(
      await adjust(auditor, memberId, { direction: 'credit', amount: 1, reason: 'x' }),
      403,
      'forbidden',
    );
    expectCode(
      await decide(support, '00000000-0000-4000-8000-000000000000', { approve: true }),
      403,
      'forbidden',
    );
    expectCode(
      await auditor.write(
        'POST',
        `/console/members/${memberId}/adjustments`,
        { direction: 'credit', amount: 1, reason: 'x' },
        false,
      ),
      403,
      'csrf_invalid',
    );
  });
});
