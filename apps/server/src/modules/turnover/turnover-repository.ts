import { randomUUID } from 'node:crypto';
import { TURNOVER_HISTORY_SIZE, type TurnoverStatus, toMajor } from '@lobby/contract';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositChannelTurnover, memberTurnover, turnoverEvents } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { findMemberById } from '../members/index.ts';

/** What raised the requirement; `reference` names it (the reward entry, the deposit id), written once. */
export interface TurnoverAddition {
  memberId: string;
  kind: 'reward' | 'deposit';
  reference: string;
  /** The reward or deposit amount; the requirement grows by amount × multiple. */
  amountMinor: number;
  multiple: number;
  now: Date;
}

/** Adds amount × multiple to the member's outstanding turnover; call in the transaction that pays the money. */
export async function addTurnover(tx: Db, addition: TurnoverAddition): Promise<void> {
  const addMinor = addition.amountMinor * addition.multiple;
  if (addMinor <= 0) return;
  const [row] = await tx
    .insert(memberTurnover)
    .values({ memberId: addition.memberId, outstandingMinor: addMinor, updatedAt: addition.now })
    .onConflictDoUpdate({
      target: memberTurnover.memberId,
      set: {
        outstandingMinor: sql`${memberTurnover.outstandingMinor} + ${addMinor}`,
        updatedAt: addition.now,
      },
    })
    .returning({ outstandingMinor: memberTurnover.outstandingMinor });
  if (!row) throw new Error('turnover upsert returned nothing');
  await tx.insert(turnoverEvents).values({
    memberId: addition.memberId,
    kind: addition.kind,
    reference: addition.reference,
    amountMinor: addMinor,
    outstandingAfterMinor: row.outstandingMinor,
    createdAt: addition.now,
  });
}

/**
 * Adds the deposit's turnover when its channel carries a multiple for the member's merchant; call in the
 * transaction that confirms the deposit.
 */
export async function addDepositTurnover(
  tx: Db,
  deposit: { id: string; memberId: string; channelId: string; amountMinor: number },
  now: Date,
): Promise<void> {
  const member = await findMemberById(tx, deposit.memberId);
  if (!member) return;
  const [channel] = await tx
    .select({ multiple: depositChannelTurnover.multiple })
    .from(depositChannelTurnover)
    .where(
      and(
        eq(depositChannelTurnover.merchantCode, member.merchantCode),
        eq(depositChannelTurnover.channelId, deposit.channelId),
      ),
    );
  if (!channel) return;
  await addTurnover(tx, {
    memberId: deposit.memberId,
    kind: 'deposit',
    reference: deposit.id,
    amountMinor: deposit.amountMinor,
    multiple: channel.multiple,
    now,
  });
}

/**
 * Pays the outstanding turnover down by a settled stake: one UPDATE in the settling transaction, which
 * touches no row when the member owes none.
 */
export async function payDownTurnover(
  tx: Db,
  memberId: string,
  stakeMinor: number,
  now: Date,
): Promise<void> {
  if (stakeMinor <= 0) return;
  await tx
    .update(memberTurnover)
    .set({
      outstandingMinor: sql`greatest(${memberTurnover.outstandingMinor} - ${stakeMinor}, 0)`,
      updatedAt: now,
    })
    .where(and(eq(memberTurnover.memberId, memberId), gt(memberTurnover.outstandingMinor, 0)));
}

export async function outstandingTurnover(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ outstandingMinor: memberTurnover.outstandingMinor })
    .from(memberTurnover)
    .where(eq(memberTurnover.memberId, memberId));
  return row?.outstandingMinor ?? 0;
}

/** Refuses a withdrawal while turnover is outstanding: 409 turnover_outstanding with the remaining amount. */
export async function turnoverGate(db: Db, memberId: string): Promise<void> {
  const outstandingMinor = await outstandingTurnover(db, memberId);
  if (outstandingMinor > 0)
    throw new ApiError(409, 'turnover_outstanding', {
      field: 'amount',
      remaining: toMajor(outstandingMinor),
    });
}

export async function turnoverStatus(db: Db, memberId: string): Promise<TurnoverStatus> {
  const outstandingMinor = await outstandingTurnover(db, memberId);
  const rows = await db
    .select()
    .from(turnoverEvents)
    .where(eq(turnoverEvents.memberId, memberId))
    .orderBy(desc(turnoverEvents.createdAt), desc(turnoverEvents.id))
    .limit(TURNOVER_HISTORY_SIZE);
  return {
    outstanding: toMajor(outstandingMinor),
    history: rows.map((row) => ({
      kind: row.kind as TurnoverStatus['history'][number]['kind'],
      amount: toMajor(row.amountMinor),
      outstandingAfter: toMajor(row.outstandingAfterMinor),
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export interface TurnoverLowering {
  memberId: string;
  outstandingMinor: number;
  reason: string;
  operator: { id: string; username: string };
  now: Date;
}

/**
 * Sets the outstanding turnover to a lower amount (0 waives it) with the operator's reason, in one
 * transaction; undefined (nothing written) when it is already at or below that amount.
 */
export function lowerTurnover(
  db: Db,
  lowering: TurnoverLowering,
): Promise<{ beforeMinor: number; afterMinor: number } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ outstandingMinor: memberTurnover.outstandingMinor })
      .from(memberTurnover)
      .where(
        and(
          eq(memberTurnover.memberId, lowering.memberId),
          gt(memberTurnover.outstandingMinor, lowering.outstandingMinor),
        ),
      )
      .for('update');
    if (!before) return undefined;
    await tx
      .update(memberTurnover)
      .set({ outstandingMinor: lowering.outstandingMinor, updatedAt: lowering.now })
      .where(
        and(
          eq(memberTurnover.memberId, lowering.memberId),
          gte(memberTurnover.outstandingMinor, lowering.outstandingMinor),
        ),
      );
    await tx.insert(turnoverEvents).values({
      memberId: lowering.memberId,
      kind: 'operator',
      reference: randomUUID(),
      amountMinor: lowering.outstandingMinor - before.outstandingMinor,
      outstandingAfterMinor: lowering.outstandingMinor,
      reason: lowering.reason,
      operatorId: lowering.operator.id,
      operatorUsername: lowering.operator.username,
      createdAt: lowering.now,
    });
    return { beforeMinor: before.outstandingMinor, afterMinor: lowering.outstandingMinor };
  });
}
