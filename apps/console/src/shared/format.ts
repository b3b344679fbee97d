/** A server timestamp as the operator's language writes a date and time (in `timeZone`, else the browser's). */
export const formatDateTime = (iso: string, language: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

const MONEY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * An amount as the console always writes money, whatever the language: #,##0.00 (1,234.50, -20.00), with
 * its currency code when given.
 */
export const formatMoney = (amount: number | string, currency?: string): string => {
  const number = MONEY.format(Number(amount));
  return currency ? `${number} ${currency}` : number;
};

/** A count with grouping (#,##0). */
export const formatCount = (count: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(count);

/** A calendar day (YYYY-MM-DD) as the operator's language writes a short date, e.g. "10 Mar". */
export const formatDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
