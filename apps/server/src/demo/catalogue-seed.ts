import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameCategories, games, gameVendors } from '../db/schema.ts';
import {
  DEFAULT_CATEGORIES,
  gameIconUrls,
  MIN_BET_SCALE,
  searchTextOf,
  vendorLogoUrl,
} from '../modules/catalogue/index.ts';
import { insertJsonRows } from '../shared/bulk-insert.ts';
import type { DemoCatalogue, DemoGame, DemoVendor } from './catalogue/index.ts';

/** Rows per INSERT (one JSON parameter each). */
const BATCH = 2_000;

export const vendorRow = (vendor: DemoVendor): typeof gameVendors.$inferInsert => ({
  code: vendor.code,
  displayName: vendor.displayName,
  categories: [...vendor.categories],
  ownList: vendor.ownList,
  hot: vendor.hot,
  sortOrder: vendor.sortOrder,
  logoUrl: vendorLogoUrl(vendor),
  lobbyGameCode: vendor.lobbyGameCode,
  brand: { logoText: vendor.logoText, colors: vendor.colors },
});

export const gameRow = (game: DemoGame): typeof games.$inferInsert => ({
  nodeId: game.nodeId,
  gameCode: game.gameCode,
  gameId: game.gameId,
  gameType: game.gameType,
  vassalage: game.vassalage,
  gameName: game.gameName,
  names: game.names,
  searchText: searchTextOf([game.gameName, ...Object.values(game.names)]),
  ...gameIconUrls(game),
  gameGroupId: game.gameGroupId,
  lottoMode: game.lottoMode,
  supportPlay: game.supportPlay,
  gameClassifyNew: game.gameClassifyNew,
  telNodeId: game.telNodeId,
  minBetMinor: Math.round(game.minBet * MIN_BET_SCALE),
  minLine: game.minLine,
  popularity: game.popularity,
  isNew: game.isNew,
});

/**
 * Stores the demo catalogue: categories and vendors that are missing, and the games when the games table
 * is empty (an operator's catalogue is never touched), in one transaction. Answers how many games it stored.
 */
export async function seedDemoCatalogue(db: Db, catalogue: DemoCatalogue): Promise<number> {
  const stored = await db.transaction(async (tx) => {
    await tx.insert(gameCategories).values(DEFAULT_CATEGORIES).onConflictDoNothing();
    if (catalogue.vendors.length > 0)
      await tx.insert(gameVendors).values(catalogue.vendors.map(vendorRow)).onConflictDoNothing();
    const existing = await tx.select({ nodeId: games.nodeId }).from(games).limit(1);
    if (existing.length > 0) return 0;
    let stored = 0;
    for (let start = 0; start < catalogue.games.length; start += BATCH)
      stored += await insertJsonRows(tx, games, catalogue.games.slice(start, start + BATCH).map(gameRow));
    return stored;
  });
  // Fresh statistics and visibility map: the planner picks the indexes and counts use index-only scans.
  if (stored > 0) await db.execute(sql`vacuum analyze games`);
  return stored;
}
