/** Shown instead of the amount while hidden or refreshing. */
export const MASKED_BALANCE = '****';
export const NO_BALANCE = '-';

/** An amount as the spec writes money everywhere but the side menu: #,##0.00. */
export const formatMoney = (amount: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

interface BalanceDisplay {
  amount: number | undefined;
  currencySymbol: string;
  hidden: boolean;
  refreshing: boolean;
  locale: string;
}

function shown(display: BalanceDisplay, format: (amount: number) => string): string {
  if (display.amount === undefined) return NO_BALANCE;
  if (display.hidden || display.refreshing) return MASKED_BALANCE;
  return `${display.currencySymbol} ${format(display.amount)}`;
}

/** The side menu's balance: whole units with thousands separators, a dash for guests. */
export const formatMenuBalance = (display: BalanceDisplay): string =>
  shown(display, (amount) =>
    new Intl.NumberFormat(display.locale, { maximumFractionDigits: 0 }).format(Math.trunc(amount)),
  );

/** The header's balance: two decimals. */
export const formatBalance = (display: BalanceDisplay): string =>
  shown(display, (amount) => formatMoney(amount, display.locale));
