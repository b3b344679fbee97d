import type { ReportKind } from '@lobby/contract';

/** How a value shows: a day, text as is, a count, money, or a code translated under reports.values. */
export type FieldType = 'day' | 'text' | 'count' | 'money' | 'code';

/** The columns any report or the reconciliation shows (labels under reports.fields). */
export type FieldKey =
  | 'day'
  | 'vendor'
  | 'game'
  | 'username'
  | 'betCount'
  | 'betAmount'
  | 'winAmount'
  | 'grossGamingRevenue'
  | 'netAmount'
  | 'direction'
  | 'channel'
  | 'count'
  | 'amount'
  | 'kind'
  | 'downlineMembers'
  | 'depositAmount'
  | 'vendorRounds'
  | 'ledgerRounds'
  | 'vendorBetAmount'
  | 'ledgerBetAmount'
  | 'vendorWinAmount'
  | 'ledgerWinAmount'
  | 'roundId'
  | 'problem'
  | 'openingAmount'
  | 'movements'
  | 'closingAmount'
  | 'entryCount';

/** Codes a `code` field translates (under reports.values). */
export type FieldCode =
  | 'deposit'
  | 'withdrawal'
  | 'missing_in_ledger'
  | 'missing_at_vendor'
  | 'amount_mismatch';

/** A column of a report: the row's key (also its label's key under reports.fields) and how it shows. */
export interface ReportField {
  key: FieldKey;
  type: FieldType;
}

const money = (key: FieldKey): ReportField => ({ key, type: 'money' });
const count = (key: FieldKey): ReportField => ({ key, type: 'count' });
const text = (key: FieldKey): ReportField => ({ key, type: 'text' });
const PLAY = [count('betCount'), money('betAmount'), money('winAmount'), money('grossGamingRevenue')];

/** The columns of each report, in order (decision 0049 defines the figures). */
export const REPORT_FIELDS: Record<ReportKind, ReportField[]> = {
  'ggr-by-day': [{ key: 'day', type: 'day' }, ...PLAY],
  'ggr-by-vendor': [text('vendor'), ...PLAY],
  'ggr-by-game': [text('vendor'), text('game'), ...PLAY],
  'player-pnl': [
    text('username'),
    count('betCount'),
    money('betAmount'),
    money('winAmount'),
    money('netAmount'),
  ],
  'payments-by-channel': [
    { key: 'direction', type: 'code' },
    text('channel'),
    count('count'),
    money('amount'),
  ],
  'bonus-cost': [{ key: 'day', type: 'day' }, text('kind'), count('count'), money('amount')],
  'agent-downlines': [
    text('username'),
    count('downlineMembers'),
    money('betAmount'),
    money('winAmount'),
    money('depositAmount'),
  ],
};

/** Reports answered a page at a time. */
export const PAGED_REPORTS: ReadonlySet<ReportKind> = new Set(['player-pnl', 'agent-downlines']);
