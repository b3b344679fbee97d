import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, wallets } from '../../db/schema.ts';

/** What caused a balance change; with `reference` it names the change, which can be written only once. */
export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_return'
  | 'bet'
  | 'win'
  | 'refund'
  | 'adjustment'
  | 'activity'
  | 'sign-in'
  | 'reward'
  | 'salary'
  | 'dividend'
  | 'hourly_salary'
  | 'trial';

export interface WalletRow {
  currency: string;
  balanceMinor: number;
}

/** The member's wallet, if it has one yet. */
export async function findWallet(db: Db, memberId: string): Promise<WalletRow | undefined> {
  const [wallet] = await db
    .select({ currency: wallets.currency, balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return wallet;
}

/** The member's wallet, created empty in `currency` on first use (read first: a read is one round trip). */
export async function ensureWallet(
  db: Db,
  memberId: string,
  currency: string,
  now: Date,
): Promise<WalletRow> {
  const existing = await findWallet(db, memberId);
  if (existing) return existing;
  await db
    .insert(wallets)
    .values({ memberId, currency, balanceMinor: 0, updatedAt: now })
    .onConflictDoNothing();
  const wallet = await findWallet(db, memberId);
  if (!wallet) throw new Error('wallet vanished after insert');
  return wallet;
}

export interface LedgerEntryInput {
  memberId: string;
  kind: LedgerKind;
  /** Unique per kind: the deposit id, withdrawal id or vendor:transactionId. */
  reference: string;
  /** Signed: credits positive, debits negative. */
  amountMinor: number;
  now: Date;
}

export interface PostedEntry {
  ledgerId: number;
  balanceAfterMinor: number;
}

/**
 * Changes the balance and writes the ledger row explaining it; call inside a transaction so both commit or
 * neither. The single conditional UPDATE both checks and moves the balance, so concurrent debits (which
 * wait for each other's row lock) can never take it below zero. The wallet must exist (ensureWallet).
 * A repeated (kind, reference) throws the unique violation, which rolls the transaction back.
 */
export async function postLedgerEntry(
  tx: Db,
  entry: LedgerEntryInput,
): Promise<PostedEntry | 'insufficient'> {
  const [wallet] = await tx
    .update(wallets)
    .set({ balanceMinor: sql`${wallets.balanceMinor} + ${entry.amountMinor}`, updatedAt: entry.now })
    .where(
      and(eq(wallets.memberId, entry.memberId), sql`${wallets.balanceMinor} + ${entry.amountMinor} >= 0`),
    )
    .returning({ currency: wallets.currency, balanceMinor: wallets.balanceMinor });
  if (!wallet) {
    if (entry.amountMinor >= 0) throw new Error(`no wallet for member ${entry.memberId}`);
    return 'insufficient';
  }
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      memberId: entry.memberId,
      kind: entry.kind,
      reference: entry.reference,
      currency: wallet.currency,
      amountMinor: entry.amountMinor,
      balanceAfterMinor: wallet.balanceMinor,
      createdAt: entry.now,
    })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('ledger insert returned nothing');
  return { ledgerId: row.id, balanceAfterMinor: wallet.balanceMinor };
}

/** Credits the member outside any payment; answers the balance after it. */
async function credit(
  db: Db,
  entry: Omit<LedgerEntryInput, 'now'>,
  currency: string,
  now: Date,
): Promise<number> {
  await ensureWallet(db, entry.memberId, currency, now);
  return db.transaction(async (tx) => {
    const posted = await postLedgerEntry(tx, { ...entry, now });
    if (posted === 'insufficient') throw new Error('a credit cannot be insufficient');
    return posted.balanceAfterMinor;
  });
}

/** Credits the member outside any payment (test facilities, support): ledger kind adjustment. */
export const creditAdjustment = (
  db: Db,
  memberId: string,
  currency: string,
  amountMinor: number,
  now: Date,
): Promise<number> =>
  credit(db, { memberId, kind: 'adjustment', reference: randomUUID(), amountMinor }, currency, now);

/** The play money a trial account starts with: 2,000.00, the balance its header and its games show. */
export const TRIAL_BALANCE_MINOR = 200_000;

/**
 * Gives a new trial account its trial balance, once (ledger kind trial, referenced by the member): trial
 * games bet it through the seamless wallet like real money, and no trial account can deposit or withdraw.
 */
export const grantTrialBalance = (db: Db, memberId: string, currency: string, now: Date): Promise<number> =>
  credit(
    db,
    { memberId, kind: 'trial', reference: memberId, amountMinor: TRIAL_BALANCE_MINOR },
    currency,
    now,
  );

/** Wins and refunds minus bets of the member since `since`, minor units (the reality check's net result). */
export async function playResultSince(db: Db, memberId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        sql`${ledgerEntries.kind} in ('bet', 'win', 'refund')`,
        sql`${ledgerEntries.createdAt} >= ${since.toISOString()}`,
      ),
    );
  return Number(row?.total ?? 0);
}
