import { useSystemStatus } from '../../shared/system-status.ts';
import { useWallet } from './api/get-wallet.ts';
import { formatBalance } from './money-format.ts';
import { useBalanceHidden } from './use-balance-hidden.ts';

/** The member's balance as shown (two decimals, masked while hidden or refreshing), with its wallet query. */
export function useShownBalance() {
  const { info } = useSystemStatus();
  const wallet = useWallet();
  const [hidden, toggleHidden] = useBalanceHidden();
  const text = formatBalance({
    amount: wallet.data?.sumBalance,
    currencySymbol: wallet.data?.currencySymbol ?? info.currency.symbol,
    hidden,
    refreshing: wallet.isFetching,
  });
  return { text, hidden, toggleHidden, wallet };
}
