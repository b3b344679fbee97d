import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, gameRounds, ledgerEntries, withdrawals } from '../../db/schema.ts';
import {
  addDays,
  type DayRange,
  dayOfColumn,
  dayStart,
  inDayRange,
  numberOf,
  rowsOf,
} from '../../shared/merchant-days.ts';
import { HELD_OUT_STATUSES } from './dashboard-figures.ts';

/** Play figures in minor units: stakes minus refunded stakes, and wins. */
export interface PlayMinor {
  betCount: number;
  betMinor: number;
  winMinor: number;
}

const l = ledgerEntries;
const playColumns = sql`count(*) filter (where ${l.kind} = 'bet') as bet_count,
  coalesce(sum(-${l.amountMinor}) filter (where ${l.kind} = 'bet'), 0) - coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'refund'), 0) as bet_minor,
  coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'win'), 0) as win_minor`;
const playOf = (row: Record<string, unknown>): PlayMinor => ({
  betCount: numberOf(row.bet_count),
  betMinor: numberOf(row.bet_minor),
  winMinor: numberOf(row.win_minor),
});
const playEntries = (memberIds: SQL, range: DayRange) =>
  sql`${l.kind} in ('bet', 'win', 'refund') and ${inDayRange(l.createdAt, range)} and ${l.memberId} in (${memberIds})`;

/** Play of the members `memberIds` selects per merchant day of the range (days without play absent). */
export async function playByDay(db: Db, memberIds: SQL, range: DayRange): Promise<Map<string, PlayMinor>> {
  const rows = await rowsOf(
    db,
    sql`select ${dayOfColumn(l.createdAt, range)} as day, ${playColumns} from ${l} where ${playEntries(memberIds, range)} group by 1`,
  );
  return new Map(rows.map((row) => [String(row.day), playOf(row)]));
}

/**
 * Play per vendor (the reference's `vendor:` prefix) and, with `byGame`, per game of the entry's round,
 * `entryRounds` joining each entry to its round (the seamless wallet's ledgerEntryRounds).
 */
export async function playByVendor(
  db: Db,
  memberIds: SQL,
  range: DayRange,
  entryRounds: SQL,
  byGame: boolean,
): Promise<(PlayMinor & { vendor: string; game: string })[]> {
  const game = byGame ? sql`coalesce(${gameRounds.gameName}, '')` : sql`''`;
  const rows = await rowsOf(
    db,
    sql`select split_part(${l.reference}, ':', 1) as vendor, ${game} as game, ${playColumns}
    from ${l}
    left join (${entryRounds}) entry_round on entry_round.ledger_entry_id = ${l.id}
    left join ${gameRounds} on ${gameRounds.vendor} = entry_round.vendor and ${gameRounds.roundId} = entry_round.round_id
    where ${playEntries(memberIds, range)}
    group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({ vendor: String(row.vendor), game: String(row.game), ...playOf(row) }));
}

/** Play per member, the players' best results first, one page; `total` counts members with play. */
export async function playByMember(
  db: Db,
  memberIds: SQL,
  range: DayRange,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: (PlayMinor & { memberId: string })[] }> {
  const rows = await rowsOf(
    db,
    sql`with per_member as (
      select ${l.memberId} as member_id, ${playColumns} from ${l} where ${playEntries(memberIds, range)} group by 1
    )
    select *, count(*) over () as total from per_member
    order by win_minor - bet_minor desc, member_id limit ${page.limit} offset ${page.offset}`,
  );
  let total = numberOf(rows[0]?.total);
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await rowsOf(
      db,
      sql`select count(distinct ${l.memberId}) as total from ${l} where ${playEntries(memberIds, range)}`,
    );
    total = numberOf(counted?.total);
  }
  return { total, rows: rows.map((row) => ({ memberId: String(row.member_id), ...playOf(row) })) };
}

/**
 * Confirmed deposits per channel (on their confirmation day) and approved withdrawals whose money has not
 * come back, per payout kind (on their review day; `all` for those made before payout accounts existed).
 */
export async function paymentsByChannel(db: Db, memberIds: SQL, range: DayRange) {
  const d = deposits;
  const w = withdrawals;
  const rows = await rowsOf(
    db,
    sql`select 'deposit' as direction, ${d.channelId} as channel, count(*) as count, sum(${d.amountMinor}) as amount_minor
      from ${d} where ${d.status} = 'confirmed' and ${inDayRange(d.confirmedAt, range)} and ${d.memberId} in (${memberIds})
      group by 2
    union all
    select 'withdrawal', coalesce(${w.payoutKind}, 'all'), count(*), sum(${w.amountMinor})
      from ${w} where ${w.status} in ${sql.raw(HELD_OUT_STATUSES)} and ${inDayRange(w.reviewedAt, range)}
        and ${w.memberId} in (${memberIds})
      group by 2
    order by 1, 2`,
  );
  return rows.map((row) => ({
    direction: row.direction as 'deposit' | 'withdrawal',
    channel: String(row.channel),
    count: numberOf(row.count),
    amountMinor: numberOf(row.amount_minor),
  }));
}

/**
 * Ledger kinds that cost the merchant a bonus; adjustments count when they credit (decision 0049); agent
 * contract pay (salary, dividend, hourly salary) too (decision 0058).
 */
export const BONUS_KINDS = [
  'reward',
  'activity',
  'sign-in',
  'salary',
  'dividend',
  'hourly_salary',
  'adjustment',
] as const;

/** Bonus credits per merchant day and kind. */
export async function bonusCostByDay(db: Db, memberIds: SQL, range: DayRange) {
  const kinds = sql.join(
    BONUS_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await rowsOf(
    db,
    sql`select ${dayOfColumn(l.createdAt, range)} as day, ${l.kind} as kind, count(*) as count, sum(${l.amountMinor}) as amount_minor
    from ${l}
    where ${l.kind} in (${kinds}) and ${l.amountMinor} > 0 and ${inDayRange(l.createdAt, range)} and ${l.memberId} in (${memberIds})
    group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    kind: String(row.kind),
    count: numberOf(row.count),
    amountMinor: numberOf(row.amount_minor),
  }));
}

/**
 * Per agent of `pairs` (agent_id, agent_username, member_id: the members module's agentDownlinePairs): its
 * downlines, their play and confirmed deposits over the range. Agents without downlines are listed too.
 */
export async function downlineTotals(db: Db, pairs: SQL, range: DayRange) {
  const d = deposits;
  const rows = await rowsOf(
    db,
    sql`with pairs as (${pairs}),
    play as (
      select ${l.memberId} as member_id,
        coalesce(sum(-${l.amountMinor}) filter (where ${l.kind} = 'bet'), 0) - coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'refund'), 0) as bet_minor,
        coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'win'), 0) as win_minor
      from ${l} where ${playEntries(sql`select member_id from pairs`, range)} group by 1
    ),
    paid as (
      select ${d.memberId} as member_id, sum(${d.amountMinor}) as deposit_minor from ${d}
      where ${d.status} = 'confirmed' and ${inDayRange(d.confirmedAt, range)} and ${d.memberId} in (select member_id from pairs)
      group by 1
    )
    select pairs.agent_id, pairs.agent_username, count(pairs.member_id) as downline_members,
      coalesce(sum(play.bet_minor), 0) as bet_minor, coalesce(sum(play.win_minor), 0) as win_minor,
      coalesce(sum(paid.deposit_minor), 0) as deposit_minor
    from pairs
    left join play on play.member_id = pairs.member_id
    left join paid on paid.member_id = pairs.member_id
    group by 1, 2 order by bet_minor desc, 2`,
  );
  return rows.map((row) => ({
    agentId: String(row.agent_id),
    username: String(row.agent_username),
    downlineMembers: numberOf(row.downline_members),
    betMinor: numberOf(row.bet_minor),
    winMinor: numberOf(row.win_minor),
    depositMinor: numberOf(row.deposit_minor),
  }));
}

/**
 * SQL of the vendor's rounds as recorded (the game_rounds the vendor adapter reads round history from) of
 * the members, whose bet falls in the range: vendor, round_id, day, bet_minor, win_minor.
 */
export const recordedRounds = (memberIds: SQL, range: DayRange): SQL =>
  sql`select ${gameRounds.vendor} as vendor, ${gameRounds.roundId} as round_id, ${dayOfColumn(gameRounds.betAt, range)} as day,
    ${gameRounds.betMinor} as bet_minor, ${gameRounds.winMinor} as win_minor
    from ${gameRounds} where ${inDayRange(gameRounds.betAt, range)} and ${gameRounds.memberId} in (${memberIds})`;

/**
 * SQL of the ledger's bet, win and refund entries per round (through `entryRounds`), for rounds whose first
 * entry falls in the range (later entries up to a day after the range still count): vendor, round_id, day,
 * bet_minor, win_minor.
 */
export const ledgerRounds = (memberIds: SQL, range: DayRange, entryRounds: SQL): SQL =>
  sql`select entry_round.vendor, entry_round.round_id, ${dayOfColumn(sql`min(${l.createdAt})`, range)} as day,
    coalesce(sum(-${l.amountMinor}) filter (where ${l.kind} = 'bet'), 0) - coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'refund'), 0) as bet_minor,
    coalesce(sum(${l.amountMinor}) filter (where ${l.kind} = 'win'), 0) as win_minor
    from ${l} join (${entryRounds}) entry_round on entry_round.ledger_entry_id = ${l.id}
    where ${l.kind} in ('bet', 'win', 'refund') and ${inDayRange(l.createdAt, range, 1)} and ${l.memberId} in (${memberIds})
    group by 1, 2
    having ${inDayRange(sql`min(${l.createdAt})`, range)}`;

/** One day of the ledger for a daily close: the sum per kind and the entries' count. */
export async function ledgerDay(db: Db, memberIds: SQL, range: DayRange) {
  const rows = await rowsOf(
    db,
    sql`select ${l.kind} as kind, sum(${l.amountMinor}) as amount_minor, count(*) as count
    from ${l} where ${inDayRange(l.createdAt, range)} and ${l.memberId} in (${memberIds}) group by 1 order by 1`,
  );
  const movements: Record<string, number> = {};
  let entryCount = 0;
  for (const row of rows) {
    movements[String(row.kind)] = numberOf(row.amount_minor);
    entryCount += numberOf(row.count);
  }
  return { movements, entryCount };
}

/** The members' balances summed as their ledgers stood at the end of `day`: each one's last balance after. */
export async function ledgerBalanceAfter(db: Db, memberIds: SQL, range: DayRange): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select coalesce(sum(balance_after), 0) as total from (
      select distinct on (${l.memberId}) ${l.balanceAfterMinor} as balance_after from ${l}
      where ${l.createdAt} < ${dayStart(addDays(range.toDay, 1), range.timezone)} and ${l.memberId} in (${memberIds})
      order by ${l.memberId}, ${l.id} desc
    ) last_entries`,
  );
  return numberOf(row?.total);
}

/** The first instant with a ledger entry of the members, if any. */
export async function firstLedgerEntryAt(db: Db, memberIds: SQL): Promise<Date | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select min(${l.createdAt}) as first from ${l} where ${l.memberId} in (${memberIds})`,
  );
  return row?.first ? new Date(row.first as string) : undefined;
}
