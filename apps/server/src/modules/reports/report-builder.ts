import { type ConsoleReport, type ConsoleReportQuery, type ReportKind, toMajor } from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { addDays, type DayRange } from '../../shared/merchant-days.ts';
import { agentDownlinePairs, realMemberIds, usernamesOf } from '../members/index.ts';
import type { MerchantCalendar } from '../merchants/index.ts';
import { ledgerEntryRounds } from '../seamless-wallet/index.ts';
import {
  bonusCostByDay,
  downlineTotals,
  type PlayMinor,
  paymentsByChannel,
  playByDay,
  playByMember,
  playByVendor,
} from '../wallet/index.ts';

const NO_PLAY: PlayMinor = { betCount: 0, betMinor: 0, winMinor: 0 };

const playFigures = (play: PlayMinor) => ({
  betCount: play.betCount,
  betAmount: toMajor(play.betMinor),
  winAmount: toMajor(play.winMinor),
  grossGamingRevenue: toMajor(play.betMinor - play.winMinor),
});

interface ReportInput {
  merchant: MerchantCalendar;
  range: DayRange;
  page: number;
  pageSize: number;
}

type Rows = { rows: unknown[]; total?: number };

async function rowsOfKind(
  db: Db,
  kind: ReportKind,
  { merchant, range, page, pageSize }: ReportInput,
): Promise<Rows> {
  const memberIds = realMemberIds(merchant.code);
  switch (kind) {
    case 'ggr-by-day': {
      const days = await playByDay(db, memberIds, range);
      const rows = [];
      for (let day = range.fromDay; day <= range.toDay; day = addDays(day, 1))
        rows.push({ day, ...playFigures(days.get(day) ?? NO_PLAY) });
      return { rows };
    }
    case 'ggr-by-vendor':
    case 'ggr-by-game': {
      const byGame = kind === 'ggr-by-game';
      const rows = await playByVendor(db, memberIds, range, ledgerEntryRounds(), byGame);
      return {
        rows: rows.map(({ vendor, game, ...play }) => ({
          vendor,
          ...(byGame ? { game } : {}),
          ...playFigures(play),
        })),
      };
    }
    case 'player-pnl': {
      const { total, rows } = await playByMember(db, memberIds, range, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const names = await usernamesOf(
        db,
        merchant.code,
        rows.map((row) => row.memberId),
      );
      return {
        total,
        rows: rows.map((row) => ({
          memberId: row.memberId,
          username: names.get(row.memberId) ?? '',
          betCount: row.betCount,
          betAmount: toMajor(row.betMinor),
          winAmount: toMajor(row.winMinor),
          netAmount: toMajor(row.winMinor - row.betMinor),
        })),
      };
    }
    case 'payments-by-channel':
      return {
        rows: (await paymentsByChannel(db, memberIds, range)).map(({ amountMinor, ...row }) => ({
          ...row,
          amount: toMajor(amountMinor),
        })),
      };
    case 'bonus-cost':
      return {
        rows: (await bonusCostByDay(db, memberIds, range)).map(({ amountMinor, ...row }) => ({
          ...row,
          amount: toMajor(amountMinor),
        })),
      };
    case 'agent-downlines': {
      const all = await downlineTotals(db, agentDownlinePairs(merchant.code), range);
      return {
        total: all.length,
        rows: all.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
          agentId: row.agentId,
          username: row.username,
          downlineMembers: row.downlineMembers,
          betAmount: toMajor(row.betMinor),
          winAmount: toMajor(row.winMinor),
          depositAmount: toMajor(row.depositMinor),
        })),
      };
    }
  }
}

/** One report of one merchant over whole merchant days (decision 0049), real members only. */
export async function buildReport(
  db: Db,
  kind: ReportKind,
  merchant: MerchantCalendar,
  merchantCodes: string[],
  range: DayRange,
  query: Pick<ConsoleReportQuery, 'page' | 'pageSize'>,
): Promise<ConsoleReport> {
  const paged = kind === 'player-pnl' || kind === 'agent-downlines';
  const { rows, total } = await rowsOfKind(db, kind, { merchant, range, ...query });
  return {
    kind,
    merchantCode: merchant.code,
    merchantCodes,
    timezone: merchant.timezone,
    currency: merchant.currency,
    from: range.fromDay,
    to: range.toDay,
    total: total ?? rows.length,
    page: paged ? query.page : 1,
    pageSize: paged ? query.pageSize : rows.length,
    rows,
  } as ConsoleReport;
}
