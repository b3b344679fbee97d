import { randomUUID } from 'node:crypto';
import type { ContentStatus } from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import type { helpEntries } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { type ContentKind, itemBase } from './console-content-kinds.ts';
import {
  type ContentTable,
  checkItemInput,
  deleteItemRows,
  itemRows,
  merchantRows,
  rowIdsByLanguage,
} from './content-item-rows.ts';
import { groupByItem } from './content-items.ts';

export interface MerchantLanguages {
  code: string;
  languages: string[];
  defaultLanguage: string;
}

type AnyKind<T extends ContentTable, Item> = ContentKind<T, Item, never>;

const itemsOf = <T extends ContentTable, Item>(
  kind: AnyKind<T, Item>,
  rows: T['$inferSelect'][],
  defaultLanguage: string,
): Item[] => groupByItem(rows).map((item) => kind.item(itemBase(item, defaultLanguage), item));

/** The merchant's items of a kind in display order, optionally of one status or with a text in one language. */
export async function listItems<
  T extends ContentTable,
  Item extends { status: string; texts: { language: string }[] },
>(
  db: Db,
  kind: AnyKind<T, Item>,
  merchant: MerchantLanguages,
  filter: { status?: ContentStatus; language?: string },
): Promise<Item[]> {
  const rows = await merchantRows(db, kind.table, merchant.code);
  return itemsOf(kind, rows, merchant.defaultLanguage).filter(
    (item) =>
      (filter.status === undefined || item.status === filter.status) &&
      (filter.language === undefined || item.texts.some((text) => text.language === filter.language)),
  );
}

/** The item `key` of the merchant as the console shows it, or undefined. */
export async function findItem<T extends ContentTable, Item>(
  db: Db,
  kind: AnyKind<T, Item>,
  merchant: MerchantLanguages,
  key: string,
): Promise<Item | undefined> {
  return itemsOf(kind, await itemRows(db, kind.table, merchant.code, key), merchant.defaultLanguage)[0];
}

interface SaveInput {
  id?: string | undefined;
  status: ContentStatus;
  sortOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  texts: readonly { language: string }[];
}

/**
 * Creates the item (no id) or replaces it: one row per text, a language left out loses its row. Answers
 * the item before (null when new) and after. Checks first: bad input changes nothing.
 */
export async function saveItem<T extends ContentTable, Item, Save extends SaveInput>(
  db: Db,
  kind: ContentKind<T, Item, Save>,
  merchant: MerchantLanguages,
  body: Save,
  now: Date,
): Promise<{ before: Item | null; after: Item }> {
  checkItemInput(body, merchant);
  kind.check(body);
  return db.transaction(async (tx) => {
    const itemId = body.id ?? randomUUID();
    const existing = body.id ? await itemRows(tx, kind.table, merchant.code, body.id) : [];
    if (body.id && existing.length === 0) throw new ApiError(404, 'not_found', { field: 'id' });
    const before = body.id
      ? ((await findItem(tx, kind as AnyKind<T, Item>, merchant, itemId)) ?? null)
      : null;
    const ids = rowIdsByLanguage(
      existing,
      itemId,
      body.texts.map((text) => text.language),
      merchant.defaultLanguage,
    );
    await deleteItemRows(tx, kind.table, merchant.code, itemId, [...ids.values()]);
    for (const [index, text] of body.texts.entries()) {
      const row = {
        ...kind.row(body, index, { merchantCode: merchant.code, itemId, existing, now }),
        id: ids.get(text.language) as string,
        merchantCode: merchant.code,
        itemId,
        language: text.language,
        status: body.status,
        sortOrder: body.sortOrder,
        startsAt: body.startsAt ? new Date(body.startsAt) : null,
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        updatedAt: now,
      };
      // Typed as one of the tables: the columns named are those of kind.table, whichever it is.
      const values = row as unknown as typeof helpEntries.$inferInsert;
      await tx
        .insert(kind.table as typeof helpEntries)
        .values(values)
        .onConflictDoUpdate({ target: kind.table.id, set: values });
    }
    const after = await findItem(tx, kind as AnyKind<T, Item>, merchant, itemId);
    if (!after) throw new Error(`saved ${kind.name} ${itemId} is not found`);
    return { before, after };
  });
}

/** Deletes the item; answers what it was, or undefined when the merchant has no such item. */
export async function deleteItem<T extends ContentTable, Item>(
  db: Db,
  kind: AnyKind<T, Item>,
  merchant: MerchantLanguages,
  key: string,
): Promise<Item | undefined> {
  return db.transaction(async (tx) => {
    const before = await findItem(tx, kind, merchant, key);
    if (before) await deleteItemRows(tx, kind.table, merchant.code, key);
    return before;
  });
}
