import { randomUUID } from 'node:crypto';
import type { ContractKind } from '@lobby/contract';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentPayouts as p, agentContractRequests as r } from '../../db/schema.ts';
import { allMemberIds, downlineMemberIds } from '../members/index.ts';
import {
  ensureWallet,
  type LedgerKind,
  periodBounds,
  playByPeriod,
  postLedgerEntry,
} from '../wallet/index.ts';
import { planOf } from './console-contract-requests.ts';
import { PERIOD_UNITS, payOf } from './contract-plans.ts';

/** A period is settled this long after it ended, so bets and results stamped just before its end have committed. */
export const SETTLE_GRACE_MS = 15 * 60_000;
/** A computed payout is paid this long after it was computed: the window in which finance can hold it. */
export const HOLD_WINDOW_MS = 30 * 60_000;

/** The ledger kind each contract pays with. */
const LEDGER_KINDS: Record<ContractKind, LedgerKind> = {
  salary: 'salary',
  dividend: 'dividend',
  hourly: 'hourly_salary',
};

interface InForce {
  id: string;
  memberId: string;
  kind: string;
  plan: (typeof r.$inferSelect)['plan'];
  reviewedAt: Date | null;
  endsAt: Date | null;
  settledThrough: Date | null;
}

/**
 * Computes one contract's settled periods not yet computed (decision 0058) and writes each period with play
 * once (ON CONFLICT DO NOTHING on agent, contract and period): several runners may compute together, they
 * compute the same figures and one row is kept. Answers how many rows this call wrote.
 */
async function computeContract(
  db: Db,
  contract: InForce,
  merchant: { code: string; timezone: string },
  now: Date,
): Promise<number> {
  const kind = contract.kind as ContractKind;
  const window = { timezone: merchant.timezone, unit: PERIOD_UNITS[kind] };
  const startsAt = contract.settledThrough ?? contract.reviewedAt ?? now;
  const { from, until: settled } = await periodBounds(
    db,
    window,
    startsAt,
    new Date(now.getTime() - SETTLE_GRACE_MS),
  );
  // A contract ended by a later one keeps the period its end falls in, and no later one.
  const ended = contract.endsAt
    ? (await periodBounds(db, window, contract.endsAt, contract.endsAt)).from
    : settled;
  const until = new Date(Math.min(settled.getTime(), ended.getTime()));
  if (until.getTime() <= from.getTime()) return 0;
  const plan = planOf(contract);
  const periods = await playByPeriod(db, downlineMemberIds(contract.memberId), { ...window, from, until });
  let written = 0;
  for (const period of periods) {
    const netLossMinor = period.turnoverMinor - period.winMinor;
    const pay = payOf(kind, plan, { turnoverMinor: period.turnoverMinor, netLossMinor });
    const inserted = await db
      .insert(p)
      .values({
        id: randomUUID(),
        merchantCode: merchant.code,
        memberId: contract.memberId,
        requestId: contract.id,
        kind,
        period: period.local,
        periodStart: period.start,
        periodEnd: period.end,
        basis: plan.basis,
        turnoverMinor: period.turnoverMinor,
        netLossMinor,
        tier: pay.tier,
        rate: pay.rate,
        amountMinor: pay.amountMinor,
        status: pay.amountMinor > 0 ? 'due' : 'none',
        computedAt: now,
        payableAt: new Date(now.getTime() + HOLD_WINDOW_MS),
      })
      .onConflictDoNothing()
      .returning({ id: p.id });
    written += inserted.length;
  }
  await db
    .update(r)
    .set({ settledThrough: sql`greatest(${r.settledThrough}, ${until.toISOString()}::timestamptz)` })
    .where(eq(r.id, contract.id));
  return written;
}

/** Computes the settled periods of every contract in force (or ended but not fully computed) of the merchant. */
export async function computeMerchantPay(
  db: Db,
  merchant: { code: string; timezone: string },
  now: Date,
): Promise<number> {
  const contracts = await db
    .select({
      id: r.id,
      memberId: r.memberId,
      kind: r.kind,
      plan: r.plan,
      reviewedAt: r.reviewedAt,
      endsAt: r.endsAt,
      settledThrough: r.settledThrough,
    })
    .from(r)
    .where(
      and(
        inArray(r.status, ['approved', 'superseded']),
        or(isNull(r.endsAt), isNull(r.settledThrough), sql`${r.settledThrough} < ${r.endsAt}`),
        sql`${r.memberId} in (${allMemberIds(merchant.code)})`,
      ),
    );
  let written = 0;
  for (const contract of contracts) written += await computeContract(db, contract, merchant, now);
  return written;
}

/**
 * Pays every due payout whose hold window has passed, each in its own transaction: the conditional UPDATE
 * (due → paid) lets one runner win, and the ledger entry (kind of the contract, reference the payout id)
 * is written in the same transaction, so a payout is paid exactly once. Answers how many this call paid.
 */
export async function payDuePayouts(db: Db, merchant: { code: string; currency: string }, now: Date) {
  const due = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.merchantCode, merchant.code), eq(p.status, 'due'), lte(p.payableAt, now)))
    .orderBy(p.payableAt);
  let paid = 0;
  for (const { id } of due) {
    const won = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(p)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(p.id, id), eq(p.status, 'due')))
        .returning({ memberId: p.memberId, kind: p.kind, amountMinor: p.amountMinor });
      if (!row) return false;
      await ensureWallet(tx, row.memberId, merchant.currency, now);
      const posted = await postLedgerEntry(tx, {
        memberId: row.memberId,
        kind: LEDGER_KINDS[row.kind as ContractKind],
        reference: id,
        amountMinor: row.amountMinor,
        now,
      });
      if (posted === 'insufficient') throw new Error('a credit cannot be insufficient');
      return true;
    });
    if (won) paid += 1;
  }
  return paid;
}
