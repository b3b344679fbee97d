import { textLanguage } from '@lobby/contract';

/** What a row of banners, announcements or help entries has as one language of a console item (decision 0057). */
export interface ItemRow {
  id: string;
  itemId: string | null;
  /** null: the row is for every language (rows stored before decision 0057). */
  language: string | null;
  status: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The console item a row belongs to: its item id, or its own id for a row stored without one. */
export const itemKeyOf = (row: ItemRow): string => row.itemId ?? row.id;

/** Published and inside its schedule (start included, end excluded). */
export const liveAt = (row: ItemRow, now: Date): boolean =>
  row.status === 'published' &&
  (row.startsAt === null || row.startsAt <= now) &&
  (row.endsAt === null || row.endsAt > now);

/** The rows of each item, in the order their first row comes in `rows`. */
export function groupByItem<R extends ItemRow>(rows: readonly R[]): R[][] {
  const items = new Map<string, R[]>();
  for (const row of rows) {
    const key = itemKeyOf(row);
    const item = items.get(key);
    if (item) item.push(row);
    else items.set(key, [row]);
  }
  return [...items.values()];
}

/**
 * One row per item, in `rows`' order: the one in `language`, else one its readers read (KR: KO), else the
 * one in `fallback` (the merchant's default), else the one for every language; an item with none of them is
 * left out.
 */
export function inLanguage<R extends ItemRow>(rows: readonly R[], language: string, fallback: string): R[] {
  const chosen = new Set<R>();
  for (const item of groupByItem(rows)) {
    const reading = textLanguage(language);
    const row =
      item.find((candidate) => candidate.language === language) ??
      item.find((candidate) => candidate.language !== null && textLanguage(candidate.language) === reading) ??
      item.find((candidate) => candidate.language === fallback) ??
      item.find((candidate) => candidate.language === null);
    if (row) chosen.add(row);
  }
  return rows.filter((row) => chosen.has(row));
}
