import {
  type ConsoleWithdrawalDetail,
  type ConsoleWithdrawalRequest,
  toMajor,
  WITHDRAWAL_DETAIL_LIST_SIZE,
  type WithdrawalStatus,
} from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { memberFile } from '../member-care/index.ts';
import type { Member } from '../members/index.ts';
import { destinationOf, heldMinorOf, type QueuedWithdrawal } from '../wallet/index.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function consoleWithdrawalOf({
  withdrawal: row,
  memberUsername,
  merchantCode,
}: QueuedWithdrawal): ConsoleWithdrawalRequest {
  const destination = destinationOf(row);
  return {
    id: row.id,
    memberId: row.memberId,
    memberUsername,
    merchantCode,
    amount: toMajor(row.amountMinor),
    fee: toMajor(row.feeMinor),
    heldAmount: toMajor(heldMinorOf(row)),
    currencyCode: row.currency,
    status: row.status as WithdrawalStatus,
    payoutAccount: destination && { ...destination, holderName: row.payoutHolderName ?? '' },
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reviewedByUsername: row.reviewedByUsername,
    completedAt: iso(row.completedAt),
    reason: row.reason,
    providerReference: row.providerReference,
  };
}

/** The request with the member's recent activity and linked accounts, from the member's console file. */
export async function withdrawalDetail(
  app: FastifyInstance,
  queued: QueuedWithdrawal,
  member: Member,
): Promise<ConsoleWithdrawalDetail> {
  const file = await memberFile(app, member);
  const recent = <T>(list: T[]) => list.slice(0, WITHDRAWAL_DETAIL_LIST_SIZE);
  return {
    request: consoleWithdrawalOf(queued),
    member: {
      id: member.id,
      username: member.username,
      payeeName: member.payeeName,
      balance: file.profile.balance,
      currencyCode: file.profile.currencyCode,
      locked: member.disabled,
      createdAt: member.createdAt.toISOString(),
    },
    ledger: recent(file.ledger),
    bets: recent(file.bets),
    deposits: recent(file.deposits),
    withdrawals: recent(file.withdrawals),
    linkedAccounts: file.linkedAccounts,
  };
}
