import { useLanguage } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { formatMoney } from '../wallet/index.ts';

/** Amounts with the merchant's currency symbol, in the current language's number format. */
export function useMoney(): (amount: number) => string {
  const locale = languageTag(useLanguage());
  const { symbol } = useSystemStatus().info.currency;
  return (amount) => `${symbol} ${formatMoney(amount, locale)}`;
}
