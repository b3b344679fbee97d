import type { ConsoleGame, ConsoleGameChanges, ConsoleGameFilter, ConsoleGamesQuery } from '@lobby/contract';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { games, gameVendors } from '../../db/schema.ts';
import { listVendors, type VendorRow } from './game-repository.ts';
import { containsPattern, searchTextOf } from './search-text.ts';

/* The console's side of the catalogue (decision 0060): every game and vendor, switched on or not. */

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

/** Every vendor in lobby order with how many games it has, and how many are switched on. */
export async function listConsoleVendorRows(db: Db): Promise<(VendorRow & { counts: VendorCounts })[]> {
  const [vendors, counts] = await Promise.all([
    listVendors(db),
    db
      .select({
        vendor: games.vassalage,
        games: count(),
        enabled: sql<number>`count(*) filter (where ${games.enabled})`.mapWith(Number),
      })
      .from(games)
      .groupBy(games.vassalage),
  ]);
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
function filterConditions(filter: Filter, vendors: readonly string[] | undefined): SQL[] {
  const where: SQL[] = [];
  if (vendors) where.push(inArray(games.vassalage, [...vendors]));
  if (filter.vendor) where.push(eq(games.vassalage, filter.vendor));
  if (filter.category) where.push(eq(games.gameType, filter.category));
  if (filter.status) where.push(eq(games.enabled, filter.status === 'enabled'));
  if (filter.hot !== undefined) where.push(eq(games.hot, filter.hot));
  if (filter.isNew !== undefined) where.push(eq(games.isNew, filter.isNew));
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    where.push(sql`(${games.searchText} like ${pattern} or lower(${games.gameCode}) like ${pattern})`);
  }
  return where;
}

const SORT_COLUMNS = {
  sortOrder: games.popularity,
  name: games.gameName,
  vendor: games.vassalage,
  category: games.gameType,
  updatedAt: games.updatedAt,
} as const;

const consoleColumns = {
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  name: games.gameName,
  vendor: games.vassalage,
  category: games.gameType,
  classification: games.gameClassifyNew,
  enabled: games.enabled,
  hot: games.hot,
  isNew: games.isNew,
  sortOrder: games.popularity,
  iconUrl: games.iconUrl,
  updatedAt: games.updatedAt,
};

const toConsoleGame = (row: { category: string; updatedAt: Date }): ConsoleGame =>
  ({ ...row, category: row.category, updatedAt: row.updatedAt.toISOString() }) as ConsoleGame;

/** One page of the console's games table and the number of matches. */
export async function findConsoleGames(
  db: Db,
  query: z.output<typeof ConsoleGamesQuery>,
  vendors: readonly string[] | undefined,
): Promise<{ list: ConsoleGame[]; totalCount: number }> {
  const where = and(...filterConditions(query, vendors));
  const column = SORT_COLUMNS[query.sort];
  const order = query.direction === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select(consoleColumns)
      .from(games)
      .where(where)
      .orderBy(order, asc(games.nodeId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(games).where(where),
  ]);
  return { list: rows.map(toConsoleGame), totalCount: total?.value ?? 0 };
}

export type GameSelection = { ids: string[] } | { filter: Filter };

/**
 * Applies `changes` to the selected games in one transaction; answers the selected games as they were and
 * as they are. `unknown` lists named ids that are not (visible) games: then nothing changed.
 */
export async function updateGameRows(
  db: Db,
  selection: GameSelection,
  changes: z.output<typeof ConsoleGameChanges>,
  vendors: readonly string[] | undefined,
  now: Date,
): Promise<{ before: ConsoleGame[]; after: ConsoleGame[]; unknown: string[] }> {
  return db.transaction(async (tx) => {
    const where =
      'ids' in selection
        ? and(inArray(games.nodeId, selection.ids), ...filterConditions({}, vendors))
        : and(...filterConditions(selection.filter, vendors));
    const before = (
      await tx.select(consoleColumns).from(games).where(where).orderBy(asc(games.nodeId)).for('update')
    ).map(toConsoleGame);
    const found = new Set(before.map((game) => game.nodeId));
    const unknown = 'ids' in selection ? selection.ids.filter((id) => !found.has(id)) : [];
    if (unknown.length > 0 || before.length === 0) return { before, after: before, unknown };
    const { imageUrl, category, classification, sortOrder, ...flags } = changes;
    const after = await tx
      .update(games)
      .set({
        ...flags,
        ...(sortOrder === undefined ? {} : { popularity: sortOrder }),
        ...(category === undefined ? {} : { gameType: category }),
        ...(classification === undefined ? {} : { gameClassifyNew: classification }),
        ...(imageUrl === undefined
          ? {}
          : { iconUrl: imageUrl, mobileSmallIcon: imageUrl, mobileLargeIcon: imageUrl }),
        updatedAt: now,
      })
      .where(inArray(games.nodeId, [...found]))
      .returning(consoleColumns);
    return {
      before,
      after: after.map(toConsoleGame).sort((a, b) => a.nodeId.localeCompare(b.nodeId)),
      unknown,
    };
  });
}

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
    return {
      added: added.map((row) => row.nodeId),
      disabled: disabled.map((row) => row.nodeId),
      unchanged: listed.length - added.length,
    };
  });
}
