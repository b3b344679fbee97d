import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { announcements, banners, helpEntries } from '../../db/schema.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import type { ItemRow } from './content-items.ts';

/** The tables whose rows are the languages of console items (decision 0057). */
export type ContentTable = typeof banners | typeof announcements | typeof helpEntries;

/** The rows of the merchant's item `key` (its item id, or the id of a row stored without one). */
const ofItem = (table: ContentTable, merchantCode: string, key: string) =>
  and(
    eq(table.merchantCode, merchantCode),
    or(eq(table.itemId, key), and(isNull(table.itemId), eq(table.id, key))),
  );

export async function itemRows<T extends ContentTable>(
  db: Db,
  table: T,
  merchantCode: string,
  key: string,
): Promise<T['$inferSelect'][]> {
  return (await db
    .select()
    .from(table as ContentTable)
    .where(ofItem(table, merchantCode, key))) as T['$inferSelect'][];
}

/** Removes the item's rows but those in `keep` (all of them when `keep` is empty); answers how many went. */
export async function deleteItemRows(
  db: Db,
  table: ContentTable,
  merchantCode: string,
  key: string,
  keep: string[] = [],
): Promise<number> {
  const deleted = await db
    .delete(table)
    .where(and(ofItem(table, merchantCode, key), keep.length ? notInArray(table.id, keep) : undefined))
    .returning({ id: table.id });
  return deleted.length;
}

/** The merchant's rows of a table, optionally only the items having one in `ids`. */
export async function merchantRows<T extends ContentTable>(
  db: Db,
  table: T,
  merchantCode: string,
  ids?: string[],
): Promise<T['$inferSelect'][]> {
  return (await db
    .select()
    .from(table as ContentTable)
    .where(and(eq(table.merchantCode, merchantCode), ids ? inArray(table.id, ids) : undefined))
    .orderBy(table.sortOrder, table.id)) as T['$inferSelect'][];
}

/**
 * The row id of each language of a saved item: the id its row had (a row for every language becomes the
 * default language's, so members' read flags stay), else `<item id>-<language>`.
 */
export function rowIdsByLanguage(
  existing: readonly ItemRow[],
  itemId: string,
  languages: readonly string[],
  defaultLanguage: string,
): Map<string, string> {
  const ids = new Map<string, string>();
  for (const language of languages) {
    const row =
      existing.find((candidate) => candidate.language === language) ??
      (language === defaultLanguage ? existing.find((candidate) => candidate.language === null) : undefined);
    ids.set(language, row?.id ?? `${itemId}-${language.toLowerCase()}`);
  }
  return ids;
}

interface ItemInput {
  startsAt: string | null;
  endsAt: string | null;
  texts: readonly { language: string }[];
}

/**
 * Checks what every item must be, naming the field at fault (400): a text in the merchant's default
 * language, each language once and one the merchant offers, an end after the start.
 */
export function checkItemInput(
  input: ItemInput,
  merchant: { languages: readonly string[]; defaultLanguage: string },
): void {
  const seen = new Set<string>();
  input.texts.forEach((entry, index) => {
    if (!merchant.languages.includes(entry.language) || seen.has(entry.language))
      throw fieldError(`texts.${index}.language`, 'invalid_value');
    seen.add(entry.language);
  });
  if (!seen.has(merchant.defaultLanguage)) throw fieldError('texts', 'default_language_missing');
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    throw new ApiError(400, 'date_range_invalid', { field: 'endsAt' });
}
