/**
 * The page of `rows` read with one row more than a page holds (`limit(size + 1)`): the rows it shows, as
 * `item` writes them, and whether more follow.
 */
export function pageOf<Row, Item>(
  rows: Row[],
  page: number,
  size: number,
  item: (row: Row) => Item,
): { list: Item[]; page: number; hasMore: boolean } {
  return { list: rows.slice(0, size).map(item), page, hasMore: rows.length > size };
}
