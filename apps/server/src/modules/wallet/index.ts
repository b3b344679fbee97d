export {
  creditAdjustment,
  ensureWallet,
  grantTrialBalance,
  postLedgerEntry,
  TRIAL_BALANCE_MINOR,
  type WalletRow,
} from './wallet-ledger.ts';
export { walletPlugin } from './wallet-plugin.ts';
export { walletRoutes } from './wallet-routes.ts';
