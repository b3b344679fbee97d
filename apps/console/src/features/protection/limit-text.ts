import type { PlayerLimitKind } from '@lobby/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/format.ts';

/** A limit's amount as the console writes it: money, or minutes for a session limit; a dash for none. */
export const limitText = (t: TFunction, kind: PlayerLimitKind, amount: number | null | undefined): string =>
  amount === null || amount === undefined
    ? '—'
    : kind === 'session'
      ? t('protection.minutes', { count: amount })
      : formatMoney(amount);
