const pad = (value: number) => String(value).padStart(2, '0');

/** A server instant as a `datetime-local` value in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an instant; null when empty. */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;
