/** Shown instead of the amount while hidden or refreshing. */
export const MASKED_BALANCE = '****';
export const NO_BALANCE = '-';

/**
 * The spec fixes how money is written, in every language: #,##0.00 (Latin digits, comma groups, a point
 * before the cents), whole units with the same groups in the side menu. Other numbers follow the language.
 */
const MONEY_PATTERN = 'en-US';
const money = new Intl.NumberFormat(MONEY_PATTERN, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeMoney = new Intl.NumberFormat(MONEY_PATTERN, { maximumFractionDigits: 0 });

/** An amount as the spec writes money everywhere but the side menu: #,##0.00. */
export const formatMoney = (amount: number): string => money.format(amount);

interface BalanceDisplay {
  amount: number | undefined;
  currencySymbol: string;
  hidden: boolean;
  refreshing: boolean;
}

function shown(display: BalanceDisplay, format: (amount: number) => string): string {
  if (display.amount === undefined) return NO_BALANCE;
  if (display.hidden || display.refreshing) return MASKED_BALANCE;
  return `${display.currencySymbol} ${format(display.amount)}`;
}

/** The side menu's balance: whole units with thousands separators, a dash for guests. */
export const formatMenuBalance = (display: BalanceDisplay): string =>
  shown(display, (amount) => wholeMoney.format(Math.trunc(amount)));

/** The header's balance: two decimals. */
export const formatBalance = (display: BalanceDisplay): string => shown(display, formatMoney);
