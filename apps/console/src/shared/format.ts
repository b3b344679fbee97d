/** A server timestamp as the operator's language writes a date and time. */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A major-unit amount with two decimals, with its currency code when given. */
export const formatMoney = (amount: number, currency: string | undefined, language: string): string => {
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return currency ? `${number} ${currency}` : number;
};
