import { toMajor, type WithdrawalStatus } from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { fillPlaceholders } from '../../shared/server-text.ts';
import { addInboxMessages } from '../messages/index.ts';
import type { WithdrawalRow } from '../wallet/index.ts';

/** English text of each state's inbox message; clients show their own translation of inbox.withdrawal_<status>. */
const NOTICES: Record<Exclude<WithdrawalStatus, 'pending_review'>, { title: string; content: string }> = {
  approved: { title: 'Withdrawal approved', content: 'Your withdrawal of {amount} {currency} was approved.' },
  processing: {
    title: 'Withdrawal being paid',
    content: 'Your withdrawal of {amount} {currency} is with the payment provider.',
  },
  paid: { title: 'Withdrawal paid', content: 'Your withdrawal of {amount} {currency} was paid.' },
  failed: {
    title: 'Withdrawal failed',
    content: 'Your withdrawal of {amount} {currency} could not be paid; the amount is back in your balance.',
  },
  unknown: {
    title: 'Withdrawal delayed',
    content: 'Your withdrawal of {amount} {currency} is being checked with the payment provider.',
  },
  rejected: {
    title: 'Withdrawal rejected',
    content: 'Your withdrawal of {amount} {currency} was rejected; the amount is back in your balance.',
  },
  cancelled: {
    title: 'Withdrawal cancelled',
    content: 'Your withdrawal of {amount} {currency} was cancelled; the amount is back in your balance.',
  },
};

/** Tells the member in their inbox that the withdrawal reached its current state (decision 0046). */
export async function noticeWithdrawal(db: Db, row: WithdrawalRow, now: Date): Promise<void> {
  const status = row.status as WithdrawalStatus;
  if (status === 'pending_review') return;
  const notice = NOTICES[status];
  const params: Record<string, string | number> = {
    amount: toMajor(row.amountMinor).toFixed(2),
    currency: row.currency,
    ...(row.reason && (status === 'rejected' || status === 'paid' || status === 'failed')
      ? { reason: row.reason }
      : {}),
  };
  await addInboxMessages(db, row.memberId, [
    {
      title: notice.title,
      content: `<p>${fillPlaceholders(notice.content, params)}</p>`,
      code: `withdrawal_${status}`,
      params,
      createdAt: now,
    },
  ]);
}
