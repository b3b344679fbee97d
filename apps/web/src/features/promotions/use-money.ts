import { useSystemStatus } from '../../shared/system-status.ts';
import { formatMoney } from '../wallet/index.ts';

/** Amounts with the merchant's currency symbol, as the spec writes money (#,##0.00). */
export function useMoney(): (amount: number) => string {
  const { symbol } = useSystemStatus().info.currency;
  return (amount) => `${symbol} ${formatMoney(amount)}`;
}
