import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../shared/clock.ts';
import { moveWithdrawal, type WithdrawalMove, type WithdrawalRow } from '../wallet/index.ts';
import { findPayoutAccount } from './payout-account-repository.ts';
import type { Payout, PayoutAdapter } from './payout-adapter.ts';
import { noticeWithdrawal } from './withdrawal-notices.ts';

/** How soon the payout job asks the provider again about a processing or unknown payout. */
export const PAYOUT_CHECK_EVERY_MS = 2_000;
/** An approved withdrawal not handed over within this (the instance stopped between) is submitted by the job. */
export const APPROVED_RESUBMIT_AFTER_MS = 30_000;

/** Moves a withdrawal and, when it moved, tells the member; undefined when it had moved on already. */
export async function moveAndNotice(
  app: FastifyInstance,
  move: WithdrawalMove,
): Promise<WithdrawalRow | undefined> {
  const moved = await moveWithdrawal(app.db, move);
  if (moved) await noticeWithdrawal(app.db, moved, move.now);
  return moved;
}

async function payoutOf(app: FastifyInstance, row: WithdrawalRow): Promise<Payout> {
  const account = row.payoutAccountId ? await findPayoutAccount(app.db, row.payoutAccountId) : undefined;
  return {
    id: row.id,
    amountMinor: row.amountMinor,
    currency: row.currency,
    kind: row.payoutKind ?? '',
    institution: row.payoutInstitution ?? '',
    holderName: row.payoutHolderName ?? '',
    accountNumber: account?.number ?? '',
  };
}

/**
 * Hands an approved withdrawal to the provider: processing when accepted, failed (money returned) when refused,
 * unknown (money stays held) when the provider timed out. Answers the withdrawal as it then is.
 */
export async function handToProvider(
  app: FastifyInstance,
  adapter: PayoutAdapter,
  row: WithdrawalRow,
): Promise<WithdrawalRow> {
  const submittedAt = dateOf(app.clock);
  const result = await adapter.submit(await payoutOf(app, row), submittedAt);
  const now = dateOf(app.clock);
  const base = { id: row.id, from: ['approved'] as const, now, submittedAt };
  const moved =
    result.outcome === 'accepted'
      ? await moveAndNotice(app, {
          ...base,
          to: 'processing',
          providerReference: result.providerReference,
          nextCheckAt: new Date(now.getTime() + PAYOUT_CHECK_EVERY_MS),
        })
      : result.outcome === 'failed'
        ? await moveAndNotice(app, { ...base, to: 'failed', reason: result.reason })
        : await moveAndNotice(app, {
            ...base,
            to: 'unknown',
            nextCheckAt: new Date(now.getTime() + PAYOUT_CHECK_EVERY_MS),
          });
  return moved ?? row;
}

/** Asks the provider about a processing or unknown payout and moves it when the provider knows its end. */
export async function checkPayout(
  app: FastifyInstance,
  adapter: PayoutAdapter,
  row: WithdrawalRow,
): Promise<WithdrawalRow> {
  const state = await adapter.checkStatus(
    await payoutOf(app, row),
    row.submittedAt ?? row.createdAt,
    dateOf(app.clock),
  );
  const now = dateOf(app.clock);
  const from = [row.status as 'processing' | 'unknown'];
  const nextCheckAt = new Date(now.getTime() + PAYOUT_CHECK_EVERY_MS);
  const moved =
    state.state === 'paid'
      ? await moveAndNotice(app, {
          id: row.id,
          from,
          to: 'paid',
          now,
          providerReference: state.providerReference,
        })
      : state.state === 'failed'
        ? await moveAndNotice(app, { id: row.id, from, to: 'failed', now, reason: state.reason })
        : state.state === 'processing' && row.status === 'unknown'
          ? await moveAndNotice(app, { id: row.id, from, to: 'processing', now, nextCheckAt })
          : await moveWithdrawal(app.db, {
              id: row.id,
              from,
              to: row.status as 'processing' | 'unknown',
              now,
              nextCheckAt,
            });
  return moved ?? row;
}
