import { REAL_MEMBER_TYPES } from '@lobby/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared } from '../../db/client.ts';
import { executeGrouped } from '../../db/grouped-statements.ts';
import { PreparedStatement } from '../../db/prepared.ts';
import { violatedUniqueConstraint } from '../../shared/db-errors.ts';
import { PLAY_GAP_SECONDS } from '../limits/index.ts';
import { PLAY_WRITE_GRAIN_MS, SESSION_PAUSE_MS } from '../reality-check/index.ts';

/** A bet as the one-statement path writes it. */
export interface FastBet {
  vendor: string;
  merchant: string;
  transactionId: string;
  roundId: string;
  playerId: string;
  currency: string;
  nodeId: string;
  amountMinor: number;
  requestHash: string;
  now: Date;
}

export interface FastBetPosted {
  ledgerId: number;
  balanceAfterMinor: number;
  currency: string;
}

/** Postgres' division_by_zero: the statement's own way of rolling itself back (see below). */
const ROLLED_BACK = '22012';

const errorCode = (error: unknown): string | undefined => {
  for (let at: unknown = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const { code } = at as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
};

/** SQL rows (period, key) of the current periods in `timezone`, keyed as currentPeriods (limit-periods.ts) keys them. */
export function currentPeriodKeys(now: SQL, timezone: SQL): SQL {
  const local = sql`(select (${now} at time zone ${timezone})::date as d) local`;
  return sql`select 'day' as period, 'day:' || to_char(d, 'YYYY-MM-DD') as key from ${local}
    union all select 'week', 'week:' || to_char(d - (extract(isodow from d)::int - 1), 'YYYY-MM-DD') from ${local}
    union all select 'month', 'month:' || to_char(d, 'YYYY-MM') from ${local}`;
}

/** One bet's values, as the statement's placeholders name them. */
type BetValues = {
  now: string;
  amount: number;
  member: string;
  merchant: string;
  vendor: string;
  transactionId: string;
  roundId: string;
  currency: string;
  nodeId: string;
  requestHash: string;
};

const value = (name: keyof BetValues, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
const now = value('now', 'timestamptz');
const amount = value('amount', 'bigint');
const member = value('member', 'uuid');
const merchant = value('merchant', 'text');
const vendor = value('vendor', 'text');
const transactionId = value('transactionId', 'text');
const roundId = value('roundId', 'text');
const currency = value('currency', 'text');
const nodeId = value('nodeId', 'text');
const requestHash = value('requestHash', 'text');

/**
 * One bet's statement, built once (decision 0082): `postPlainBet` below says what it checks and writes. Each
 * value is a placeholder filled in per bet (`betValues`).
 */
const PLAIN_BET = new PreparedStatement<BetValues>(
  'seamless-wallet-plain-bet',
  sql`
    with m as (
      -- The merchant's settings are one compressed value: each field taken from it decompresses all of it.
      select mb.type, mr.timezone, mr.config -> 'gameVendors' as vendors, mr.config -> 'kyc' as kyc,
        (mr.config ->> 'realityCheckMinutes')::int as reality_check_minutes
      from members mb join merchants mr on mr.code = mb.merchant_code
      where mb.id = ${member} and mb.merchant_code = ${merchant} and not mb.disabled
    ),
    periods as materialized (${currentPeriodKeys(now, sql`(select timezone from m)`)}),
    limits as (
      select p.key, l.kind, p.period, least(l.amount_minor, l.operator_amount_minor) as cap
      from periods p join player_limits l on l.member_id = ${member} and l.period = p.period
      where l.kind in ('loss', 'wager', 'session') and (l.amount_minor is not null or l.operator_amount_minor is not null)
    ),
    caps as (
      select key, max(cap) filter (where kind = 'wager') as wager_cap, max(cap) filter (where kind = 'loss') as loss_cap,
        max(cap * 60) filter (where kind = 'session' and period = 'day') as session_cap
      from limits group by key
    ),
    charged as (select * from caps where wager_cap is not null or loss_cap is not null or session_cap is not null),
    held as (
      select c.*, t.wagered_minor, t.lost_minor, t.played_seconds, t.member_id is not null as stored
      from charged c left join player_limit_totals t on t.member_id = ${member} and t.period = c.key
    ),
    ex as (
      select kind, ends_at, reopens_at from player_exclusions where member_id = ${member}
      order by started_at desc limit 1
    ),
    rc as (select * from reality_checks where member_id = ${member}),
    clock as (
      select coalesce(rc.interval_minutes, m.reality_check_minutes, 0) as minutes,
        rc.test_interval_seconds, rc.acknowledged_at, rc.last_play_at,
        case when rc.session_started_at is not null and rc.last_play_at is not null
          and ${now} - rc.last_play_at <= make_interval(secs => ${SESSION_PAUSE_MS / 1000})
          then rc.session_started_at end as started
      from m left join rc on true
    ),
    ok as (
      select true as ok from m, clock
      where (m.vendors is null or jsonb_typeof(m.vendors) = 'null' or m.vendors @> to_jsonb(${vendor}))
        and not exists (
          select 1 from ex where not (ex.ends_at is not null and ex.ends_at <= ${now}
            and (ex.kind = 'time_out' or (ex.reopens_at is not null and ex.reopens_at <= ${now}))))
        and (case when m.type in (${sql.raw(REAL_MEMBER_TYPES.join(', '))}) then coalesce(m.kyc ->> 'realMoneyPlay', 'ageDeclaration')
              else coalesce(m.kyc ->> 'freePlay', 'none') end <> 'identity'
          or exists (select 1 from kyc_documents k where k.member_id = ${member} and k.kind = 'identity' and k.status = 'approved'))
        and not (clock.started is not null and clock.minutes <> 0 and ${now} >= greatest(clock.started, coalesce(clock.acknowledged_at, clock.started))
          + make_interval(secs => coalesce(clock.test_interval_seconds, clock.minutes * 60)))
        and not exists (select 1 from wallet_transactions where vendor = ${vendor} and transaction_id = ${transactionId})
        -- What the writes below check again on the rows they lock, read first, so that a refusal writes nothing
        -- without an error (an error would roll back a whole group of bets, decision 0079).
        and exists (select 1 from wallets where member_id = ${member} and currency = ${currency} and balance_minor >= ${amount})
        and not exists (select 1 from held c
          where (c.wager_cap is not null and coalesce(c.wagered_minor, 0) + ${amount} > c.wager_cap)
            or (c.loss_cap is not null and coalesce(c.lost_minor, 0) + ${amount} > c.loss_cap)
            or (c.session_cap is not null and coalesce(c.played_seconds, 0) >= c.session_cap))
        and not exists (select 1 from game_rounds where vendor = ${vendor} and round_id = ${roundId}
          and member_id <> ${member})
    ),
    totals_new as (
      insert into player_limit_totals (member_id, period, wagered_minor, lost_minor, played_seconds, last_play_at)
      select ${member}, c.key, ${amount}, ${amount}, 0, case when c.session_cap is null then null else ${now} end
      from held c, ok
      where not c.stored
        and (c.wager_cap is null or ${amount} <= c.wager_cap) and (c.loss_cap is null or ${amount} <= c.loss_cap)
        and (c.session_cap is null or 0 < c.session_cap)
      returning 1
    ),
    totals as (
      update player_limit_totals t
      set wagered_minor = t.wagered_minor + ${amount}, lost_minor = t.lost_minor + ${amount},
        played_seconds = case when c.session_cap is null then t.played_seconds else t.played_seconds
          + least(greatest(extract(epoch from (${now} - coalesce(t.last_play_at, ${now}))), 0), ${PLAY_GAP_SECONDS})::integer end,
        last_play_at = case when c.session_cap is null then t.last_play_at else ${now} end
      from charged c, ok
      where t.member_id = ${member} and t.period = c.key
        and (c.wager_cap is null or t.wagered_minor + ${amount} <= c.wager_cap)
        and (c.loss_cap is null or t.lost_minor + ${amount} <= c.loss_cap)
        and (c.session_cap is null or t.played_seconds < c.session_cap)
      returning 1
    ),
    w as (
      update wallets set balance_minor = balance_minor - ${amount}, updated_at = ${now}
      where member_id = ${member} and currency = ${currency} and balance_minor - ${amount} >= 0
        and exists (select 1 from ok)
        and (select count(*) from totals_new) + (select count(*) from totals) = (select count(*) from charged)
      returning currency, balance_minor
    ),
    le as (
      insert into ledger_entries (member_id, kind, reference, currency, amount_minor, balance_after_minor, created_at)
      select ${member}, 'bet', ${vendor} || ':' || ${transactionId}, w.currency, -${amount}, w.balance_minor, ${now} from w
      returning id, currency, balance_after_minor
    ),
    wt as (
      insert into wallet_transactions (vendor, transaction_id, kind, member_id, round_id, amount_minor, request_hash,
        ledger_entry_id, balance_after_minor, created_at)
      select ${vendor}, ${transactionId}, 'bet', ${member}, ${roundId}, ${amount}, ${requestHash},
        le.id, le.balance_after_minor, ${now} from le
      returning 1
    ),
    round as (
      insert into game_rounds as r (vendor, round_id, member_id, node_id, game_type, game_name, currency, bet_minor, status, bet_at)
      select ${vendor}, ${roundId}, ${member}, g.node_id, coalesce(g.game_type, 'unknown'),
        coalesce(g.game_name, ${nodeId}), le.currency, ${amount}, 'open', ${now}
      from le left join games g on g.node_id = ${nodeId}
      on conflict (vendor, round_id) do update set bet_minor = r.bet_minor + excluded.bet_minor
        where r.member_id = excluded.member_id
      returning 1
    ),
    session_new as (
      insert into reality_checks (member_id, session_started_at, last_play_at, acknowledged_at)
      select ${member}, ${now}, ${now}, null from le, clock where clock.started is null
      on conflict (member_id) do update set session_started_at = excluded.session_started_at,
        last_play_at = excluded.last_play_at, acknowledged_at = null
    ),
    session_play as (
      update reality_checks set last_play_at = ${now}
      where member_id = ${member} and exists (select 1 from le) and exists (select 1 from clock
        where clock.started is not null and ${now} - coalesce(clock.last_play_at, 'epoch') > make_interval(secs => ${PLAY_WRITE_GRAIN_MS / 1000}))
    )
    select le.id as ledger_id, le.balance_after_minor, le.currency,
      -- Checked but refused by a write (a concurrent bet took the balance or the limit meanwhile, another
      -- member's round appeared): a division by zero rolls the whole statement back, and the caller's
      -- step-by-step path answers the refusal.
      1 / (case when exists (select 1 from ok) and ((select count(*) from le) = 0 or (select count(*) from round) = 0)
        then 0 else 1 end) as whole
    from (select 1) one left join le on true`,
);

const betValues = (bet: FastBet): BetValues => ({
  now: bet.now.toISOString(),
  amount: bet.amountMinor,
  member: bet.playerId,
  merchant: bet.merchant,
  vendor: bet.vendor,
  transactionId: bet.transactionId,
  roundId: bet.roundId,
  currency: bet.currency,
  nodeId: bet.nodeId,
  requestHash: bet.requestHash,
});

interface PostedRow {
  ledger_id: string | number | null;
  balance_after_minor: string | number;
  currency: string;
}

function postedOf([row]: PostedRow[]): FastBetPosted | undefined {
  if (!row || row.ledger_id === null) return undefined;
  return {
    ledgerId: Number(row.ledger_id),
    balanceAfterMinor: Number(row.balance_after_minor),
    currency: row.currency,
  };
}

/**
 * A bet that passes every check, written in ONE statement (decision 0070): the member of the calling merchant,
 * enabled, on an offered vendor, no time-out or self-exclusion in force, identity verified where play needs
 * it, no reality check due, within the loss, wager and session limits of the merchant's current periods, a
 * new transaction id, a wallet in the bet's currency that covers the stake. It then charges the limits' running
 * totals, debits the wallet with its ledger row, stores the transaction, adds to the round and moves the
 * reality-check session, all or nothing.
 *
 * Undefined when the bet is anything but such a plain success (nothing written): the caller then runs the
 * step-by-step transaction, which answers every refusal, repeat and race with its code. The checks here
 * mirror those steps (reality-check-clock.ts, exclusion-block.ts, bet-limits.ts, identity-gate.ts); they
 * only decide whether this path may write, never what a refusal answers.
 */
export async function postPlainBet(db: Db, bet: FastBet): Promise<FastBetPosted | undefined> {
  try {
    return postedOf((await executePrepared<PostedRow, BetValues>(db, PLAIN_BET, betValues(bet))).rows);
  } catch (error) {
    // A refusal found by a write, or a concurrent repeat of the transaction id (or first limit totals).
    if (errorCode(error) === ROLLED_BACK || violatedUniqueConstraint(error) !== undefined) return undefined;
    throw error;
  }
}

/**
 * Several bets' statements in ONE transaction, one after the other, each seeing the ones before it (decision
 * 0079): each bet is decided as `postPlainBet` decides it alone, and one commit covers them all. Answers each
 * bet's result in order; undefined when the group rolled back (a statement failed: a race with another
 * instance, a concurrent repeat), and then nothing of it was written.
 */
export async function postPlainBets(
  db: Db,
  bets: FastBet[],
): Promise<(FastBetPosted | undefined)[] | undefined> {
  const answers = await executeGrouped<PostedRow, BetValues>(db, PLAIN_BET, bets.map(betValues));
  return answers?.map(postedOf);
}
