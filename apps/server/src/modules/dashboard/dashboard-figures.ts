import { type ConsoleDashboard, type DashboardFigures, toMajor } from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { addDays, merchantDay } from '../../shared/merchant-days.ts';
import { countPendingAdjustments } from '../adjustments/index.ts';
import { realMemberIds, registrationsByDay } from '../members/index.ts';
import type { MerchantCalendar } from '../merchants/index.ts';
import {
  NO_WALLET_FIGURES,
  pendingWithdrawalReviews,
  type WalletDayFigures,
  walletFiguresByDay,
} from '../wallet/index.ts';

/** Days of the trend series, ending today. */
export const SERIES_DAYS = 30;
/** Days of the "last 7 days" period, ending today. */
export const WEEK_DAYS = 7;

interface DayCounts extends WalletDayFigures {
  registrations: number;
}

function figuresOf(counts: DayCounts): DashboardFigures {
  return {
    registrations: counts.registrations,
    firstDeposits: counts.firstDeposits,
    depositCount: counts.depositCount,
    depositAmount: toMajor(counts.depositMinor),
    withdrawalCount: counts.withdrawalCount,
    withdrawalAmount: toMajor(counts.withdrawalMinor),
    activeMembers: counts.activeMembers,
    betCount: counts.betCount,
    betAmount: toMajor(counts.betMinor),
    winAmount: toMajor(counts.winMinor),
    grossGamingRevenue: toMajor(counts.betMinor - counts.winMinor),
  };
}

function sumOf(days: DayCounts[], activeMembers: number): DayCounts {
  const total: DayCounts = { ...NO_WALLET_FIGURES, registrations: 0 };
  for (const day of days) for (const key of Object.keys(total) as (keyof DayCounts)[]) total[key] += day[key];
  return { ...total, activeMembers };
}

/**
 * The dashboard of one merchant at `now` (decision 0045): today so far, the 7 merchant days ending today,
 * and the 30 merchant days ending today, all in the merchant's timezone.
 */
export async function consoleDashboard(
  db: Db,
  merchant: MerchantCalendar,
  merchantCodes: string[],
  now: Date,
): Promise<ConsoleDashboard> {
  const { timezone } = merchant;
  const today = merchantDay(now, timezone);
  const window = { timezone, fromDay: addDays(today, 1 - SERIES_DAYS), now };
  const weekFrom = addDays(today, 1 - WEEK_DAYS);
  const memberIds = realMemberIds(merchant.code);

  const registrations = await registrationsByDay(db, merchant.code, window);
  const wallet = await walletFiguresByDay(db, memberIds, window, weekFrom);
  const series: (DayCounts & { day: string })[] = [];
  for (let offset = 1 - SERIES_DAYS; offset <= 0; offset++) {
    const day = addDays(today, offset);
    series.push({
      day,
      ...(wallet.days.get(day) ?? NO_WALLET_FIGURES),
      registrations: registrations.get(day) ?? 0,
    });
  }
  const todayCounts = series[series.length - 1] ?? { ...NO_WALLET_FIGURES, registrations: 0 };
  const week = sumOf(series.slice(-WEEK_DAYS), wallet.activeMembersSince);

  return {
    merchantCode: merchant.code,
    merchantCodes,
    timezone,
    currency: merchant.currency,
    asOf: now.toISOString(),
    today: { from: today, to: today, figures: figuresOf(todayCounts) },
    last7Days: { from: weekFrom, to: today, figures: figuresOf(week) },
    pendingReviews: {
      withdrawals: await pendingWithdrawalReviews(db, memberIds),
      adjustments: await countPendingAdjustments(db, merchant.code),
    },
    series: series.map(({ day, ...counts }) => ({ day, ...figuresOf(counts) })),
  };
}
