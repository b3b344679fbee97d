import type { VendorGameEntry } from '../modules/catalogue/index.ts';
import { demoCatalogue } from './catalogue/index.ts';
import { gameRow } from './catalogue-seed.ts';

/**
 * The sandbox vendor's game list per vendor code (decision 0060): the games of the demo catalogue of
 * `count` games that the code serves, as the seed stores them. Built once, on the first sync.
 */
export function sandboxGameList(count: number): (vendor: string) => VendorGameEntry[] {
  let byVendor: Map<string, VendorGameEntry[]> | undefined;
  return (vendor) => {
    if (!byVendor) {
      byVendor = new Map();
      for (const game of demoCatalogue({ games: count }).games) {
        const { vassalage, searchText, popularity, isNew, names, ...row } = gameRow(game);
        const entry: VendorGameEntry = {
          ...row,
          names: names ?? {},
          gameGroupId: row.gameGroupId ?? null,
          lottoMode: row.lottoMode ?? null,
          supportPlay: row.supportPlay ?? 1,
          gameClassifyNew: row.gameClassifyNew ?? null,
          minLine: row.minLine ?? 1,
        };
        byVendor.set(vassalage, [...(byVendor.get(vassalage) ?? []), entry]);
      }
    }
    return byVendor.get(vendor) ?? [];
  };
}
