import type { ConsoleMemberFile } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LockBadge } from './LockBadge.tsx';
import styles from './MemberPage.module.css';
import listStyles from './Members.module.css';

type Row<K extends keyof ConsoleMemberFile> = ConsoleMemberFile[K] extends (infer R)[] ? R : never;

/** The columns of each list of the member's file, in the operator's language. */
export function recordColumns(t: TFunction, language: string) {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—');
  const money = (amount: number, currency: string) => (
    <span className={listStyles.number}>
      {formatMoney(amount)} {currency}
    </span>
  );
  const moneyHeader = (text: string) => () => <span className={listStyles.number}>{text}</span>;
  const status = (value: string) => t(`member.statuses.${value}` as 'member.statuses.open');
  const ledger = createColumnHelper<Row<'ledger'>>();
  const bets = createColumnHelper<Row<'bets'>>();
  const deposits = createColumnHelper<Row<'deposits'>>();
  const withdrawals = createColumnHelper<Row<'withdrawals'>>();
  const sessions = createColumnHelper<Row<'sessions'>>();
  const notes = createColumnHelper<Row<'notes'>>();
  const linked = createColumnHelper<Row<'linkedAccounts'>>();
  return {
    ledger: [
      ledger.accessor('createdAt', { header: t('member.time'), cell: (c) => when(c.getValue()) }),
      ledger.accessor('kind', {
        header: t('member.kind'),
        cell: (c) => <span className={styles.mono}>{c.getValue()}</span>,
      }),
      ledger.accessor('reference', {
        header: t('member.reference'),
        cell: (c) => <span className={`${styles.mono} ${styles.breaks}`}>{c.getValue()}</span>,
      }),
      ledger.accessor('amount', {
        header: moneyHeader(t('member.amount')),
        cell: ({ row }) => money(row.original.amount, row.original.currencyCode),
      }),
      ledger.accessor('balanceAfter', {
        header: moneyHeader(t('member.balanceAfter')),
        cell: ({ row }) => money(row.original.balanceAfter, row.original.currencyCode),
      }),
    ],
    bets: [
      bets.accessor('betAt', { header: t('member.time'), cell: (c) => when(c.getValue()) }),
      bets.accessor('gameName', { header: t('member.game') }),
      bets.accessor('vendor', { header: t('member.vendor') }),
      bets.accessor('roundId', {
        header: t('member.round'),
        cell: (c) => <span className={`${styles.mono} ${styles.breaks}`}>{c.getValue()}</span>,
      }),
      bets.accessor('bet', {
        header: moneyHeader(t('member.bet')),
        cell: ({ row }) => money(row.original.bet, row.original.currencyCode),
      }),
      bets.accessor('win', {
        header: moneyHeader(t('member.win')),
        cell: ({ row }) => money(row.original.win, row.original.currencyCode),
      }),
      bets.accessor('status', { header: t('member.status'), cell: (c) => status(c.getValue()) }),
    ],
    deposits: [
      deposits.accessor('createdAt', { header: t('member.time'), cell: (c) => when(c.getValue()) }),
      deposits.accessor('channelId', { header: t('member.channel') }),
      deposits.accessor('amount', {
        header: moneyHeader(t('member.amount')),
        cell: ({ row }) => money(row.original.amount, row.original.currencyCode),
      }),
      deposits.accessor('status', { header: t('member.status'), cell: (c) => status(c.getValue()) }),
      deposits.accessor('confirmedAt', { header: t('member.confirmed'), cell: (c) => when(c.getValue()) }),
    ],
    withdrawals: [
      withdrawals.accessor('createdAt', { header: t('member.time'), cell: (c) => when(c.getValue()) }),
      withdrawals.accessor('amount', {
        header: moneyHeader(t('member.amount')),
        cell: ({ row }) => money(row.original.amount, row.original.currencyCode),
      }),
      withdrawals.accessor('status', { header: t('member.status'), cell: (c) => status(c.getValue()) }),
      withdrawals.accessor('reviewedAt', { header: t('member.reviewed'), cell: (c) => when(c.getValue()) }),
    ],
    sessions: [
      sessions.accessor('startedAt', { header: t('member.started'), cell: (c) => when(c.getValue()) }),
      sessions.accessor('lastSeenAt', { header: t('member.lastSeen'), cell: (c) => when(c.getValue()) }),
      sessions.accessor('ip', { header: t('member.ip'), cell: (c) => c.getValue() ?? '—' }),
      sessions.accessor('device', {
        header: t('member.device'),
        cell: (c) => <span className={styles.wraps}>{c.getValue() ?? '—'}</span>,
      }),
    ],
    notes: [
      notes.accessor('createdAt', { header: t('member.time'), cell: (c) => when(c.getValue()) }),
      notes.accessor('operatorUsername', { header: t('member.author') }),
      notes.accessor('text', {
        header: t('member.note'),
        cell: (c) => <span className={`${styles.wraps} ${styles.noteText}`}>{c.getValue()}</span>,
      }),
    ],
    linked: [
      linked.accessor('username', {
        header: t('member.linkedMember'),
        cell: ({ row }) => (
          <Link
            href={`/members/${row.original.id}`}
            className={listStyles.rowLink}
            aria-describedby={`shared-${row.original.id}`}
          >
            {row.original.username}
          </Link>
        ),
      }),
      linked.accessor('shared', {
        header: t('member.shares'),
        cell: (c) => (
          <ul id={`shared-${c.row.original.id}`} className={`${styles.shared} ${styles.wraps}`}>
            {c.getValue().map(({ kind, value }) => (
              <li key={`${kind}:${value}`}>
                {t('member.sharesList', { what: t(`member.linkKinds.${kind}`), value })}
              </li>
            ))}
          </ul>
        ),
      }),
      linked.accessor('locked', {
        header: t('members.status'),
        cell: (c) => <LockBadge locked={c.getValue()} />,
      }),
    ],
  };
}
