export { creditAdjustment, ensureWallet, postLedgerEntry, type WalletRow } from './wallet-ledger.ts';
export { walletPlugin } from './wallet-plugin.ts';
export { walletRoutes } from './wallet-routes.ts';
