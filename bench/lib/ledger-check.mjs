// Checks that the ledger is exact after a run: every wallet's balance is the sum of its ledger rows and every
// row's balance-after the running sum, each change (kind and reference) written once, each seamless-wallet
// transaction id once with its own ledger row. Reads PostgreSQL (DATABASE_URL) or the stopped server's PGlite.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const CHECKS = `select
  (select count(*) from wallets w
    where w.balance_minor <> coalesce((select sum(l.amount_minor) from ledger_entries l where l.member_id = w.member_id), 0))
    as wallets_off,
  (select count(*) from (select balance_after_minor,
      sum(amount_minor) over (partition by member_id order by id) as running from ledger_entries) r
    where r.running <> r.balance_after_minor) as rows_off,
  (select count(*) - count(distinct (kind, reference)) from ledger_entries) as repeated_changes,
  (select count(*) - count(distinct (vendor, transaction_id)) from wallet_transactions) as repeated_transactions,
  (select count(*) from wallet_transactions t left join ledger_entries l on l.id = t.ledger_entry_id
    where t.kind = 'bet' and (l.id is null or l.kind <> 'bet' or l.reference <> t.vendor || ':' || t.transaction_id
      or l.amount_minor <> -t.amount_minor)) as bets_unmatched,
  (select count(*) from ledger_entries where kind = 'bet') as bet_rows`;

async function query(dataDir) {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(CHECKS)).rows[0];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return (await db.query(CHECKS)).rows[0];
  } finally {
    await db.close();
  }
}

/**
 * Prints the checks; throws when the ledger is not exact or holds fewer bet rows than `acceptedBets` or more
 * than `sentBets` (a timed run ends with bets under way: the server may complete them unanswered).
 */
export async function checkLedger(dataDir, acceptedBets, sentBets = acceptedBets) {
  const found = Object.fromEntries(
    Object.entries(await query(dataDir)).map(([key, value]) => [key, Number(value)]),
  );
  const exact =
    found.wallets_off === 0 &&
    found.rows_off === 0 &&
    found.repeated_changes === 0 &&
    found.repeated_transactions === 0 &&
    found.bets_unmatched === 0 &&
    found.bet_rows >= acceptedBets &&
    found.bet_rows <= sentBets;
  console.log(
    `ledger ${exact ? 'exact' : 'NOT EXACT'}: ${found.bet_rows} bet rows for ${acceptedBets} accepted bets ` +
      `(${sentBets - acceptedBets} more sent, cut off unanswered at the end of a run); ` +
      `wallets off their rows ${found.wallets_off}, rows off the running sum ${found.rows_off}, ` +
      `changes written twice ${found.repeated_changes}, transaction ids twice ${found.repeated_transactions}, ` +
      `bets without their own ledger row ${found.bets_unmatched}`,
  );
  if (!exact) throw new Error('the ledger is not exact');
}
