export { ledgerEntryRounds } from './ledger-rounds.ts';
export { type SeamlessWalletOptions, seamlessWalletRoutes } from './seamless-wallet-routes.ts';
export type { VendorAccount } from './wallet-callback-service.ts';
export { signedWalletHeaders, vendorKey, verifyWalletSignature } from './wallet-signature.ts';
