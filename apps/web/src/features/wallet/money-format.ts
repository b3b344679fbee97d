/** Shown instead of the amount while hidden or refreshing. */
export const MASKED_BALANCE = '****';
export const NO_BALANCE = '-';

/**
 * The spec fixes how money is written, in every language: #,##0.00 (Latin digits, comma groups, a point
 * before the cents), whole units with the same groups in the side menu. Other numbers follow the language.
 */
const MONEY_PATTERN = 'en-US';

/**
 * Made on first use, not as the module loads: the entry imports this module, and a page's first
 * `Intl.NumberFormat` costs about 25 ms of main thread (about 100 ms on a mid-range phone) while the browser
 * loads its number data, which a guest's first view never needs (decision 0100).
 */
let money: Intl.NumberFormat | undefined;
let wholeMoney: Intl.NumberFormat | undefined;

/** An amount as the spec writes money everywhere but the side menu: #,##0.00. */
export function formatMoney(amount: number): string {
  money ??= new Intl.NumberFormat(MONEY_PATTERN, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return money.format(amount);
}

function formatWholeMoney(amount: number): string {
  wholeMoney ??= new Intl.NumberFormat(MONEY_PATTERN, { maximumFractionDigits: 0 });
  return wholeMoney.format(amount);
}

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
  shown(display, (amount) => formatWholeMoney(Math.trunc(amount)));

/** The header's balance: two decimals. */
export const formatBalance = (display: BalanceDisplay): string => shown(display, formatMoney);
