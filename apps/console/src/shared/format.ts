/** A server timestamp as the operator's language writes a date and time (in `timeZone`, else the browser's). */
export const formatDateTime = (iso: string, language: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** Money as #,##0.00 in the operator's language. */
export const formatMoney = (amount: number, language: string): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** A count with grouping (#,##0). */
export const formatCount = (count: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(count);

/** A calendar day (YYYY-MM-DD) as the operator's language writes a short date, e.g. "10 Mar". */
export const formatDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
