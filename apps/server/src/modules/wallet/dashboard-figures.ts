import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, ledgerEntries, withdrawals } from '../../db/schema.ts';
import {
  type DayWindow,
  dateOfColumn,
  dayOfColumn,
  dayText,
  inDayWindow,
  numberOf,
  rowsOf,
} from '../../shared/merchant-days.ts';

/** One merchant day of the wallet's figures, amounts in minor units. */
export interface WalletDayFigures {
  firstDeposits: number;
  depositCount: number;
  depositMinor: number;
  withdrawalCount: number;
  withdrawalMinor: number;
  activeMembers: number;
  betCount: number;
  /** Stakes placed minus stakes refunded that day. */
  betMinor: number;
  winMinor: number;
}

export const NO_WALLET_FIGURES: WalletDayFigures = {
  firstDeposits: 0,
  depositCount: 0,
  depositMinor: 0,
  withdrawalCount: 0,
  withdrawalMinor: 0,
  activeMembers: 0,
  betCount: 0,
  betMinor: 0,
  winMinor: 0,
};

export interface WalletFigures {
  /** Per merchant day of the window; days without any movement are absent. */
  days: Map<string, WalletDayFigures>;
  /** Distinct members with a bet from `activeFromDay` to the window's end. */
  activeMembersSince: number;
}

/** Approved withdrawals whose money has not come back (decision 0046): counted on the day they were approved. */
export const HELD_OUT_STATUSES = "('approved', 'processing', 'unknown', 'paid')";

/**
 * The wallet's figures of the members `memberIds` selects (SQL of the members module) over the window
 * (decision 0045): play from the ledger (bet, win, refund entries), confirmed deposits on the day they were
 * confirmed (the first confirmed deposit of a member ever counted as a first deposit), approved withdrawals
 * on the day they were approved. Three statements over indexed time ranges.
 */
export async function walletFiguresByDay(
  db: Db,
  memberIds: SQL,
  window: DayWindow,
  activeFromDay: string,
): Promise<WalletFigures> {
  const days = new Map<string, WalletDayFigures>();
  const dayFigures = (day: string) => {
    let figures = days.get(day);
    if (!figures) {
      figures = { ...NO_WALLET_FIGURES };
      days.set(day, figures);
    }
    return figures;
  };

  const l = ledgerEntries;
  const play = await rowsOf(
    db,
    sql`with entries as (
      select ${l.memberId} as member_id, ${l.kind} as kind, ${l.amountMinor} as amount, ${dateOfColumn(l.createdAt, window)} as day
      from ${l}
      where ${l.kind} in ('bet', 'win', 'refund') and ${inDayWindow(l.createdAt, window)} and ${l.memberId} in (${memberIds})
    )
    select ${dayText(sql`day`)} as day,
      count(*) filter (where kind = 'bet') as bet_count,
      coalesce(sum(-amount) filter (where kind = 'bet'), 0) - coalesce(sum(amount) filter (where kind = 'refund'), 0) as bet_minor,
      coalesce(sum(amount) filter (where kind = 'win'), 0) as win_minor,
      count(distinct member_id) filter (where kind = 'bet') as active_members
    from entries group by entries.day
    union all
    select null, 0, 0, 0, count(distinct member_id) filter (where kind = 'bet' and day >= ${activeFromDay}::date) from entries`,
  );
  let activeMembersSince = 0;
  for (const row of play) {
    if (row.day === null) {
      activeMembersSince = numberOf(row.active_members);
      continue;
    }
    const figures = dayFigures(String(row.day));
    figures.betCount = numberOf(row.bet_count);
    figures.betMinor = numberOf(row.bet_minor);
    figures.winMinor = numberOf(row.win_minor);
    figures.activeMembers = numberOf(row.active_members);
  }

  const d = deposits;
  const depositRows = await rowsOf(
    db,
    sql`select ${dayOfColumn(d.confirmedAt, window)} as day, count(*) as deposit_count, sum(${d.amountMinor}) as deposit_minor,
      count(*) filter (where not exists (
        select 1 from ${d} earlier
        where earlier.member_id = ${d.memberId} and earlier.status = 'confirmed'
          and (earlier.confirmed_at, earlier.id) < (${d.confirmedAt}, ${d.id})
      )) as first_deposits
    from ${d}
    where ${d.status} = 'confirmed' and ${inDayWindow(d.confirmedAt, window)} and ${d.memberId} in (${memberIds})
    group by 1`,
  );
  for (const row of depositRows) {
    const figures = dayFigures(String(row.day));
    figures.depositCount = numberOf(row.deposit_count);
    figures.depositMinor = numberOf(row.deposit_minor);
    figures.firstDeposits = numberOf(row.first_deposits);
  }

  const w = withdrawals;
  const withdrawalRows = await rowsOf(
    db,
    sql`select ${dayOfColumn(w.reviewedAt, window)} as day, count(*) as withdrawal_count, sum(${w.amountMinor}) as withdrawal_minor
    from ${w}
    where ${w.status} in ${sql.raw(HELD_OUT_STATUSES)} and ${inDayWindow(w.reviewedAt, window)} and ${w.memberId} in (${memberIds})
    group by 1`,
  );
  for (const row of withdrawalRows) {
    const figures = dayFigures(String(row.day));
    figures.withdrawalCount = numberOf(row.withdrawal_count);
    figures.withdrawalMinor = numberOf(row.withdrawal_minor);
  }
  return { days, activeMembersSince };
}

/** Withdrawals of the members `memberIds` selects that wait for a review now. */
export async function pendingWithdrawalReviews(db: Db, memberIds: SQL): Promise<number> {
  const w = withdrawals;
  const [row] = await rowsOf(
    db,
    sql`select count(*) as pending from ${w} where ${w.status} = 'pending_review' and ${w.memberId} in (${memberIds})`,
  );
  return numberOf(row?.pending);
}
