export { activityStatementRoutes } from './activity-statement-routes.ts';
export { consoleDepositRoutes } from './console-deposit-routes.ts';
export {
  NO_WALLET_FIGURES,
  pendingWithdrawalReviews,
  type WalletDayFigures,
  walletFiguresByDay,
} from './dashboard-figures.ts';
export { depositedIn } from './deposit-service.ts';
export {
  addRoundBet,
  addRoundWin,
  findMemberRound,
  type GameRound,
  lockRound,
  returnRoundBet,
  stakeTotals,
} from './game-round-repository.ts';
export {
  creditAdjustment,
  ensureWallet,
  findWallet,
  grantTrialBalance,
  type LedgerKind,
  playResultSince,
  postLedgerEntry,
  TRIAL_BALANCE_MINOR,
  type WalletRow,
} from './ledger-repository.ts';
export { latestMoneyOf, walletColumnsOf } from './member-money.ts';
export { type PeriodPlay, type PeriodUnit, periodBounds, playByPeriod } from './period-play.ts';
export {
  BONUS_KINDS,
  bonusCostByDay,
  downlineTotals,
  firstLedgerEntryAt,
  ledgerBalanceAfter,
  ledgerDay,
  ledgerRounds,
  type PlayMinor,
  paymentsByChannel,
  playByDay,
  playByMember,
  playByVendor,
  recordedRounds,
} from './report-figures.ts';
export { walletPlugin } from './wallet-plugin.ts';
export { walletRoutes } from './wallet-routes.ts';
export {
  claimDuePayouts,
  type QueuedWithdrawal,
  queuedWithdrawal,
  withdrawalQueue,
} from './withdrawal-queue.ts';
export {
  destinationOf,
  findWithdrawal,
  heldMinorOf,
  moveWithdrawal,
  payoutAccountUsed,
  requestWithdrawal,
  WITHDRAWAL_LIMITS,
  type WithdrawalDestinationInput,
  type WithdrawalMove,
  type WithdrawalRow,
  withdrawalOf,
} from './withdrawal-service.ts';
