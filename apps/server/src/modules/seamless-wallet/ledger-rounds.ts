import { isNotNull, type SQL, sql } from 'drizzle-orm';
import { walletTransactions } from '../../db/schema.ts';

/**
 * SQL of the game round each ledger entry of a vendor's wallet call belongs to (`ledger_entry_id`, `vendor`,
 * `round_id`), for reports and reconciliation (decision 0049) to join to the ledger.
 */
export const ledgerEntryRounds = (): SQL =>
  sql`select ${walletTransactions.ledgerEntryId} as ledger_entry_id, ${walletTransactions.vendor} as vendor, ${walletTransactions.roundId} as round_id
    from ${walletTransactions} where ${isNotNull(walletTransactions.ledgerEntryId)}`;
