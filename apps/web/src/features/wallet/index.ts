export { useInvalidateWallet, useWallet } from './api/get-wallet.ts';
export { DepositButton } from './DepositButton.tsx';
export {
  formatBalance,
  formatMenuBalance,
  formatMoney,
  MASKED_BALANCE,
} from './money-format.ts';
export { useBalanceHidden } from './use-balance-hidden.ts';
export { useShownBalance } from './use-shown-balance.ts';

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const walletScreens = {
  voucherCenter: () => import('./VoucherCenterScreen.tsx'),
  withdraw: () => import('./WithdrawScreen.tsx'),
  gameRecord: () => import('./GameRecordScreen.tsx'),
};
