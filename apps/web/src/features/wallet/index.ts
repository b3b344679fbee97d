export { useInvalidateWallet, useWallet } from './api/get-wallet.ts';
export {
  formatBalance,
  formatMenuBalance,
  formatMoney,
  MASKED_BALANCE,
} from './money-format.ts';
export { useBalanceHidden } from './use-balance-hidden.ts';
