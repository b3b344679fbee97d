import type { ConsoleGame, ConsoleGameChanges, ConsoleGameFilter, ConsoleGamesQuery } from '@lobby/contract';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { games, gameVendors, merchantGames } from '../../db/schema.ts';
import { listVendors, type VendorRow } from './game-repository.ts';
import { type GameView, gameView } from './game-view.ts';
import { containsPattern, searchTextOf } from './search-text.ts';

/*
 * The console's side of the catalogue (decision 0060): every game and vendor, switched on or not. A
 * merchant's operator sees and sets the merchant's own game switches (decision 0061); a platform operator
 * (merchantCode undefined) the catalogue's.
 */

/** One game as a vendor lists it (the catalogue's fields a vendor knows; names per language). */
export interface VendorGameEntry {
  nodeId: string;
  gameCode: string;
  gameId: string;
  gameType: string;
  gameName: string;
  names: Record<string, string>;
  iconUrl: string;
  mobileSmallIcon: string;
  mobileLargeIcon: string;
  gameGroupId: string | null;
  lottoMode: string | null;
  supportPlay: number;
  gameClassifyNew: string | null;
  telNodeId: number;
  minBetMinor: number;
  minLine: number;
}

export interface VendorCounts {
  games: number;
  enabled: number;
}

/** Every vendor in lobby order with how many games it has, and how many are switched on (for the merchant). */
export async function listConsoleVendorRows(
  db: Db,
  merchantCode: string | undefined,
): Promise<(VendorRow & { counts: VendorCounts })[]> {
  const view = gameView(merchantCode);
  let counting = db
    .select({
      vendor: games.vassalage,
      games: count(),
      enabled: sql<number>`count(*) filter (where ${view.enabled})`.mapWith(Number),
    })
    .from(games)
    .$dynamic();
  if (view.join) counting = counting.leftJoin(merchantGames, view.join);
  const [vendors, counts] = await Promise.all([listVendors(db), counting.groupBy(games.vassalage)]);
  const byVendor = new Map(counts.map((row) => [row.vendor, row]));
  return vendors.map((vendor) => ({
    ...vendor,
    counts: {
      games: byVendor.get(vendor.code)?.games ?? 0,
      enabled: byVendor.get(vendor.code)?.enabled ?? 0,
    },
  }));
}

export interface VendorChanges {
  enabled?: boolean | undefined;
  maintenance?: { startsAt: Date | null; endsAt: Date; message: string } | null | undefined;
}

/** Changes one vendor in a transaction; answers it before and after, or undefined when there is none. */
export async function updateVendorRow(
  db: Db,
  code: string,
  changes: VendorChanges,
  now: Date,
): Promise<{ before: VendorRow; after: VendorRow } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(gameVendors).where(eq(gameVendors.code, code)).for('update');
    if (!before) return undefined;
    const { maintenance } = changes;
    const [after] = await tx
      .update(gameVendors)
      .set({
        ...(changes.enabled === undefined ? {} : { enabled: changes.enabled }),
        ...(maintenance === undefined
          ? {}
          : {
              maintenanceStartsAt: maintenance?.startsAt ?? null,
              maintenanceEndsAt: maintenance?.endsAt ?? null,
              maintenanceMessage: maintenance?.message ?? null,
            }),
        updatedAt: now,
      })
      .where(eq(gameVendors.code, code))
      .returning();
    return after ? { before, after } : undefined;
  });
}

type Filter = z.output<typeof ConsoleGameFilter>;

/** The games a console filter matches, within the vendors the operator may see (undefined: all). */
function filterConditions(filter: Filter, vendors: readonly string[] | undefined, view: GameView): SQL[] {
  const where: SQL[] = [];
  if (vendors) where.push(inArray(games.vassalage, [...vendors]));
  if (filter.vendor) where.push(eq(games.vassalage, filter.vendor));
  if (filter.category) where.push(eq(games.gameType, filter.category));
  if (filter.status) where.push(eq(view.enabled, filter.status === 'enabled'));
  if (filter.hot !== undefined) where.push(eq(view.hot, filter.hot));
  if (filter.isNew !== undefined) where.push(eq(view.isNew, filter.isNew));
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    where.push(sql`(${games.searchText} like ${pattern} or lower(${games.gameCode}) like ${pattern})`);
  }
  return where;
}

const sortColumns = (view: GameView) => ({
  sortOrder: view.popularity,
  name: games.gameName,
  vendor: games.vassalage,
  category: games.gameType,
  updatedAt: games.updatedAt,
});

const consoleColumns = (view: GameView) => ({
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  name: games.gameName,
  vendor: games.vassalage,
  category: games.gameType,
  classification: games.gameClassifyNew,
  enabled: view.enabled,
  hot: view.hot,
  isNew: view.isNew,
  sortOrder: view.popularity,
  iconUrl: games.iconUrl,
  updatedAt: games.updatedAt,
});

/** The console's games as the view shows them, with the merchant's row joined when there is one. */
function selectGames(db: Db, view: GameView) {
  const query = db.select(consoleColumns(view)).from(games).$dynamic();
  return view.join ? query.leftJoin(merchantGames, view.join) : query;
}

const toConsoleGame = (row: { category: string; updatedAt: Date }): ConsoleGame =>
  ({ ...row, category: row.category, updatedAt: row.updatedAt.toISOString() }) as ConsoleGame;

/** One page of the console's games table and the number of matches. */
export async function findConsoleGames(
  db: Db,
  query: z.output<typeof ConsoleGamesQuery>,
  vendors: readonly string[] | undefined,
  merchantCode: string | undefined,
): Promise<{ list: ConsoleGame[]; totalCount: number }> {
  const view = gameView(merchantCode);
  const where = and(...filterConditions(query, vendors, view));
  const column = sortColumns(view)[query.sort];
  const order = query.direction === 'asc' ? asc(column) : desc(column);
  let counting = db.select({ value: count() }).from(games).$dynamic();
  if (view.join) counting = counting.leftJoin(merchantGames, view.join);
  const [rows, [total]] = await Promise.all([
    selectGames(db, view)
      .where(where)
      .orderBy(order, asc(games.nodeId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    counting.where(where),
  ]);
  return { list: rows.map(toConsoleGame), totalCount: total?.value ?? 0 };
}

export type GameSelection = { ids: string[] } | { filter: Filter };

/**
 * Applies `changes` to the selected games in one transaction; answers the selected games as they were and
 * as they are. `unknown` lists named ids that are not (visible) games: then nothing changed. For a merchant,
 * the switches (on, hot, new, sort order) are its own; category, classification and image are the
 * catalogue's (decision 0061).
 */
export async function updateGameRows(
  db: Db,
  selection: GameSelection,
  changes: z.output<typeof ConsoleGameChanges>,
  vendors: readonly string[] | undefined,
  merchantCode: string | undefined,
  now: Date,
): Promise<{ before: ConsoleGame[]; after: ConsoleGame[]; unknown: string[] }> {
  const view = gameView(merchantCode);
  return db.transaction(async (tx) => {
    const where =
      'ids' in selection
        ? and(inArray(games.nodeId, selection.ids), ...filterConditions({}, vendors, view))
        : and(...filterConditions(selection.filter, vendors, view));
    const before = (
      await selectGames(tx, view).where(where).orderBy(asc(games.nodeId)).for('update', { of: games })
    ).map(toConsoleGame);
    const found = [...new Set(before.map((game) => game.nodeId))];
    const unknown = 'ids' in selection ? selection.ids.filter((id) => !found.includes(id)) : [];
    if (unknown.length > 0 || before.length === 0) return { before, after: before, unknown };
    const { imageUrl, category, classification, sortOrder, ...flags } = changes;
    const switches = { ...flags, ...(sortOrder === undefined ? {} : { popularity: sortOrder }) };
    const catalogue = {
      ...(category === undefined ? {} : { gameType: category }),
      ...(classification === undefined ? {} : { gameClassifyNew: classification }),
      ...(imageUrl === undefined
        ? {}
        : { iconUrl: imageUrl, mobileSmallIcon: imageUrl, mobileLargeIcon: imageUrl }),
    };
    const own = merchantCode !== undefined && Object.keys(switches).length > 0;
    await tx
      .update(games)
      .set({ ...(own ? {} : switches), ...catalogue, updatedAt: now })
      .where(inArray(games.nodeId, found));
    if (own)
      await tx
        .insert(merchantGames)
        .values(found.map((nodeId) => ({ merchantCode, nodeId, ...switches, updatedAt: now })))
        .onConflictDoUpdate({
          target: [merchantGames.merchantCode, merchantGames.nodeId],
          set: { ...excludedOf(switches), updatedAt: now },
        });
    const after = await selectGames(tx, view).where(inArray(games.nodeId, found)).orderBy(asc(games.nodeId));
    return { before, after: after.map(toConsoleGame), unknown };
  });
}

/** The upsert's `set` taking each of these columns from the row it tried to insert. */
const excludedOf = (switches: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(switches).map((key) => {
      const column = merchantGames[key as 'enabled' | 'hot' | 'isNew' | 'popularity'];
      return [key, sql.raw(`excluded.${column.name}`)];
    }),
  );

/**
 * Brings the vendor's games in line with its list (decision 0060): games it lists that the catalogue lacks
 * are added switched off (an operator reviews them first), catalogue games it no longer lists are switched
 * off, never deleted (rounds and favourites keep their game); the others are left as the operators set them.
 */
export async function syncVendorGameRows(
  db: Db,
  vendor: string,
  listed: VendorGameEntry[],
  now: Date,
): Promise<{ added: string[]; disabled: string[]; unchanged: number }> {
  return db.transaction(async (tx) => {
    const listedIds = listed.map((game) => game.nodeId);
    const added =
      listed.length === 0
        ? []
        : await tx
            .insert(games)
            .values(
              listed.map((game) => ({
                ...game,
                vassalage: vendor,
                searchText: searchTextOf([game.gameName, ...Object.values(game.names)]),
                isNew: true,
                enabled: false,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ nodeId: games.nodeId });
    const disabled = await tx
      .update(games)
      .set({ enabled: false, updatedAt: now })
      .where(
        and(
          eq(games.vassalage, vendor),
          eq(games.enabled, true),
          listedIds.length > 0 ? notInArray(games.nodeId, listedIds) : undefined,
        ),
      )
      .returning({ nodeId: games.nodeId });
    // A game the vendor no longer lists is off for every merchant, whatever its operators had set.
    if (disabled.length > 0)
      await tx
        .update(merchantGames)
        .set({ enabled: null, updatedAt: now })
        .where(
          inArray(
            merchantGames.nodeId,
            disabled.map((row) => row.nodeId),
          ),
        );
    return {
      added: added.map((row) => row.nodeId),
      disabled: disabled.map((row) => row.nodeId),
      unchanged: listed.length - added.length,
    };
  });
}
