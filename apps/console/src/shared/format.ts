/** A server timestamp as the operator's language writes a date and time. */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const MONEY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** An amount as the console always writes money, whatever the language: #,##0.00 (1,234.50, -20.00). */
export const formatMoney = (amount: number | string): string => MONEY.format(Number(amount));
