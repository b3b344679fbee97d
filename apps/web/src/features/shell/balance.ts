/** Shown instead of the amount while hidden or refreshing. */
export const MASKED_BALANCE = '****';
export const NO_BALANCE = '-';

interface BalanceDisplay {
  amount: number | undefined;
  currencySymbol: string;
  hidden: boolean;
  refreshing: boolean;
  locale: string;
}

/** The side menu's balance: whole units with thousands separators, a dash for guests. */
export function formatMenuBalance({
  amount,
  currencySymbol,
  hidden,
  refreshing,
  locale,
}: BalanceDisplay): string {
  if (amount === undefined) return NO_BALANCE;
  if (hidden || refreshing) return MASKED_BALANCE;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.trunc(amount));
  return `${currencySymbol} ${whole}`;
}
