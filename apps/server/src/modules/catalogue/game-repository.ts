import type { Game, GameCategory } from '@lobby/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  favouriteGames,
  gameCategories,
  games,
  gameVendors,
  merchantGames,
  recentGames,
} from '../../db/schema.ts';
import { type GameView, gameView } from './game-view.ts';
import { containsPattern } from './search-text.ts';

/** Hundredths: minBet 0.05 is stored as 5. */
export const MIN_BET_SCALE = 100;
/** Recent games kept per member; older ones are pruned when a new one is recorded. */
export const RECENT_GAMES_KEPT = 50;

export interface GameFilter {
  /** The merchant whose own game switches apply (decision 0061); undefined: the catalogue's. */
  merchantCode?: string | undefined;
  /** The merchant's vendor allow-list (MerchantConfig.gameVendors); undefined: every vendor. */
  allowedVendors?: readonly string[] | undefined;
  gameType?: GameCategory | undefined;
  /** Vendor codes (vassalage), any of them. */
  vendors?: readonly string[] | undefined;
  /** Matched case- and accent-insensitively against the name in every language. */
  search?: string | undefined;
  isNew?: boolean | undefined;
  /** A provider classification (gameClassifyNew) such as Megaways or Crash, without regard to case. */
  classification?: string | undefined;
  /** Games playable at this stake: minBet at most this many hundredths. */
  maxMinBetMinor?: number | undefined;
  /** Games with at least this many lines. */
  minLines?: number | undefined;
  /** Only this member's favourites, in the order they were added. */
  favouritesOf?: string | undefined;
  /** Only the games this member played, the latest first. */
  recentOf?: string | undefined;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  /** At most this many games in all (the hot list is the top N). */
  cap?: number | undefined;
}

function conditions(filter: GameFilter, view: GameView): SQL[] {
  // Switched-off games are hidden from players (decision 0060).
  const where: SQL[] = [eq(view.enabled, true)];
  if (filter.allowedVendors) where.push(inArray(games.vassalage, [...filter.allowedVendors]));
  if (filter.gameType) where.push(eq(games.gameType, filter.gameType));
  if (filter.vendors) where.push(inArray(games.vassalage, [...filter.vendors]));
  if (filter.search) where.push(sql`${games.searchText} like ${containsPattern(filter.search)}`);
  if (filter.isNew) where.push(eq(view.isNew, true));
  if (filter.classification)
    where.push(sql`lower(${games.gameClassifyNew}) = ${filter.classification.toLowerCase()}`);
  if (filter.maxMinBetMinor !== undefined) where.push(lte(games.minBetMinor, filter.maxMinBetMinor));
  if (filter.minLines !== undefined) where.push(gte(games.minLine, filter.minLines));
  return where;
}

const gameColumns = (language: string, view: GameView) => ({
  nodeId: games.nodeId,
  gameName: sql<string>`coalesce(${games.names} ->> ${language}, ${games.gameName})`,
  gameId: games.gameId,
  gameType: games.gameType,
  vassalage: games.vassalage,
  iconUrl: games.iconUrl,
  mobileSmallIcon: games.mobileSmallIcon,
  mobileLargeIcon: games.mobileLargeIcon,
  gameCode: games.gameCode,
  gameGroupId: games.gameGroupId,
  lottoMode: games.lottoMode,
  supportPlay: games.supportPlay,
  gameClassifyNew: games.gameClassifyNew,
  telNodeId: games.telNodeId,
  minBetMinor: games.minBetMinor,
  minLine: games.minLine,
  popularity: view.popularity,
  isNew: view.isNew,
});

/** A game as stored; the vendor's display name is added from the (cached) vendor list. */
export type GameRow = Omit<Game, 'minBet' | 'gameType' | 'displayName'> & {
  minBetMinor: number;
  gameType: string;
};

export const toGame = ({ minBetMinor, gameType, ...row }: GameRow, displayName: string): Game => ({
  ...row,
  gameType: gameType as GameCategory,
  displayName,
  minBet: minBetMinor / MIN_BET_SCALE,
});

function joinsFor(filter: GameFilter) {
  const { favouritesOf, recentOf } = filter;
  return {
    favourite: favouritesOf
      ? and(eq(favouriteGames.nodeId, games.nodeId), eq(favouriteGames.memberId, favouritesOf))
      : undefined,
    recent: recentOf
      ? and(eq(recentGames.nodeId, games.nodeId), eq(recentGames.memberId, recentOf))
      : undefined,
  };
}

/** Whether the filter depends on a member (favourites, recent games): such counts are not shared. */
export const isMemberFilter = (filter: GameFilter): boolean =>
  filter.favouritesOf !== undefined || filter.recentOf !== undefined;

/**
 * One page of the games matching `filter`, with their names in `language` (English where missing), in
 * popularity order (recent: latest first; favourites: in the order added). `cap` limits the whole list.
 */
export async function findGamePage(
  db: Db,
  filter: GameFilter,
  paging: Paging,
  language: string,
): Promise<GameRow[]> {
  const offset = (paging.pageNo - 1) * paging.pageSize;
  const limit =
    paging.cap === undefined ? paging.pageSize : Math.max(0, Math.min(paging.pageSize, paging.cap - offset));
  if (limit === 0) return [];
  const joins = joinsFor(filter);
  const view = gameView(filter.merchantCode);
  let query = db.select(gameColumns(language, view)).from(games).$dynamic();
  if (view.join) query = query.leftJoin(merchantGames, view.join);
  if (joins.favourite) query = query.innerJoin(favouriteGames, joins.favourite);
  if (joins.recent) query = query.innerJoin(recentGames, joins.recent);
  const order = joins.recent
    ? [desc(recentGames.playedAt), asc(games.nodeId)]
    : joins.favourite
      ? [asc(favouriteGames.createdAt), asc(games.nodeId)]
      : // NULLS LAST matches the indexes (popularity is never null, but the planner does not know that).
        [
          // The hot list (capped) starts with the games an operator pinned (decision 0060).
          ...(paging.cap === undefined ? [] : [desc(view.hot)]),
          sql`${view.popularity} desc nulls last`,
          asc(games.nodeId),
        ];
  const rows = await query
    .where(and(...conditions(filter, view)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows;
}

/** How many games match `filter` (at most `cap`). */
export async function countMatchingGames(db: Db, filter: GameFilter, cap?: number): Promise<number> {
  const joins = joinsFor(filter);
  const view = gameView(filter.merchantCode);
  let query = db.select({ value: count() }).from(games).$dynamic();
  if (view.join) query = query.leftJoin(merchantGames, view.join);
  if (joins.favourite) query = query.innerJoin(favouriteGames, joins.favourite);
  if (joins.recent) query = query.innerJoin(recentGames, joins.recent);
  const [row] = await query.where(and(...conditions(filter, view)));
  const total = row?.value ?? 0;
  return cap === undefined ? total : Math.min(total, cap);
}

export const totalPagesOf = (totalCount: number, pageSize: number): number =>
  Math.ceil(totalCount / pageSize);

/* ---------------------------------------------------------------- vendors and categories */

export type CategoryRow = typeof gameCategories.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;

export interface GameCount {
  vassalage: string;
  gameType: string;
  classification: string | null;
  games: number;
}

// The read functions below are async so that they answer a promise: a drizzle query is a thenable that runs
// again each time it is awaited, which a cache of its value must not do.
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(gameCategories).orderBy(asc(gameCategories.sortOrder));
}

export async function listVendors(db: Db): Promise<VendorRow[]> {
  return db.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
}

/** How many games each vendor has per category and classification (of the allowed vendors, as the merchant sees them). */
export async function countGames(
  db: Db,
  allowedVendors: readonly string[] | undefined,
  merchantCode: string | undefined,
): Promise<GameCount[]> {
  const view = gameView(merchantCode);
  let query = db
    .select({
      vassalage: games.vassalage,
      gameType: games.gameType,
      classification: games.gameClassifyNew,
      games: count(),
    })
    .from(games)
    .$dynamic();
  if (view.join) query = query.leftJoin(merchantGames, view.join);
  return query
    .where(
      and(eq(view.enabled, true), allowedVendors ? inArray(games.vassalage, [...allowedVendors]) : undefined),
    )
    .groupBy(games.vassalage, games.gameType, games.gameClassifyNew);
}

/* ---------------------------------------------------------------- favourites */

/** Whether the game exists under that vendor and is switched on for the merchant (and the vendor is allowed). */
export async function gameExists(
  db: Db,
  nodeId: string,
  vendor: string,
  allowedVendors: readonly string[] | undefined,
  merchantCode: string,
): Promise<boolean> {
  if (allowedVendors && !allowedVendors.includes(vendor)) return false;
  const view = gameView(merchantCode);
  const rows = await db
    .select({ nodeId: games.nodeId })
    .from(games)
    .leftJoin(merchantGames, view.join)
    .where(and(eq(games.nodeId, nodeId), eq(games.vassalage, vendor), eq(view.enabled, true)))
    .limit(1);
  return rows.length > 0;
}

/** Adds a favourite; adding one twice changes nothing. */
export async function addFavourite(db: Db, memberId: string, nodeId: string, now: Date): Promise<void> {
  await db.insert(favouriteGames).values({ memberId, nodeId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: string, nodeId: string): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));
}

/** The member's favourite node ids in the order they were added (allowed vendors only). */
export async function favouriteIds(
  db: Db,
  memberId: string,
  allowedVendors: readonly string[] | undefined,
  merchantCode: string,
): Promise<string[]> {
  const view = gameView(merchantCode);
  const rows = await db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .innerJoin(games, eq(games.nodeId, favouriteGames.nodeId))
    .leftJoin(merchantGames, view.join)
    .where(
      and(
        eq(favouriteGames.memberId, memberId),
        eq(view.enabled, true),
        allowedVendors ? inArray(games.vassalage, [...allowedVendors]) : undefined,
      ),
    )
    .orderBy(asc(favouriteGames.createdAt), asc(favouriteGames.nodeId));
  return rows.map((row) => row.nodeId);
}

/* ---------------------------------------------------------------- recent games */

/**
 * Notes that a member launched a game (the launch of issue 5 calls this): the game moves to the front of
 * the member's recent games, of which the latest RECENT_GAMES_KEPT are kept.
 */
export async function recordRecentGame(db: Db, memberId: string, nodeId: string, now: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, nodeId, playedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: now } });
  const kept = db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.playedAt), asc(recentGames.nodeId))
    .limit(RECENT_GAMES_KEPT);
  await db
    .delete(recentGames)
    .where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.nodeId, kept)));
}

export interface LaunchTarget {
  nodeId: string;
  /** In the launch's language (English when the game has no name in it). */
  gameName: string;
  gameId: string;
  gameType: string;
  supportPlay: number;
  lottoMode: string | null;
}

/** The game by nodeId, else by the vendor's game id; always of that vendor, and switched on for the merchant. */
export async function findLaunchTarget(
  db: Db,
  language: string,
  target: { merchantCode: string; vendor: string; gameId: string; nodeId?: string | undefined },
): Promise<LaunchTarget | undefined> {
  const { vendor, gameId, nodeId } = target;
  const view = gameView(target.merchantCode);
  const [game] = await db
    .select({
      nodeId: games.nodeId,
      gameName: gameColumns(language, view).gameName,
      gameId: games.gameId,
      gameType: games.gameType,
      supportPlay: games.supportPlay,
      lottoMode: games.lottoMode,
    })
    .from(games)
    .leftJoin(merchantGames, view.join)
    .where(
      and(
        eq(games.vassalage, vendor),
        eq(view.enabled, true),
        nodeId ? eq(games.nodeId, nodeId) : eq(games.gameId, gameId),
      ),
    )
    .limit(1);
  return game;
}

/** Every vendor's code: the seamless-wallet routes keep them in process to check a caller's vendor. */
export async function vendorCodes(db: Db): Promise<Set<string>> {
  const rows = await db.select({ code: gameVendors.code }).from(gameVendors);
  return new Set(rows.map((row) => row.code));
}

export async function vendorExists(db: Db, vendor: string): Promise<boolean> {
  const rows = await db
    .select({ code: gameVendors.code })
    .from(gameVendors)
    .where(eq(gameVendors.code, vendor));
  return rows.length > 0;
}

/** What the generated tile of a game draws, by its code. */
export async function findGameArtworkRow(db: Db, gameCode: string) {
  const [game] = await db
    .select({
      gameCode: games.gameCode,
      gameName: games.gameName,
      gameType: games.gameType,
      vassalage: games.vassalage,
      gameClassifyNew: games.gameClassifyNew,
      isNew: games.isNew,
    })
    .from(games)
    .where(eq(games.gameCode, gameCode))
    .limit(1);
  return game;
}

/** What the generated logo of a vendor draws, by its code. */
export async function findVendorBrand(db: Db, code: string) {
  const [vendor] = await db
    .select({ code: gameVendors.code, brand: gameVendors.brand, categories: gameVendors.categories })
    .from(gameVendors)
    .where(eq(gameVendors.code, code))
    .limit(1);
  return vendor;
}

/** The switched-on vendors that have a launch origin configured, with it (as stored: the caller checks it). */
export async function vendorLaunchOrigins(db: Db): Promise<{ code: string; launchOrigin: string | null }[]> {
  return db
    .select({ code: gameVendors.code, launchOrigin: gameVendors.launchOrigin })
    .from(gameVendors)
    .where(and(isNotNull(gameVendors.launchOrigin), eq(gameVendors.enabled, true)));
}

/** What a row naming a game (a round, a win) shows of it. */
export interface GameLabel {
  nodeId: string;
  gameName: string;
  names: Record<string, string>;
  gameType: string;
  iconUrl: string;
}

/** The games of these node ids, by node id, in one query (for a page of rows that name games). */
export async function gameLabels(
  db: Db,
  nodeIds: readonly (string | null)[],
): Promise<Map<string, GameLabel>> {
  const wanted = [...new Set(nodeIds.filter((nodeId) => nodeId !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      nodeId: games.nodeId,
      gameName: games.gameName,
      names: games.names,
      gameType: games.gameType,
      iconUrl: games.iconUrl,
    })
    .from(games)
    .where(inArray(games.nodeId, wanted));
  return new Map(rows.map((row) => [row.nodeId, row]));
}

/** The game's name in `language` (a key of `names`), else its English name. */
export const localGameName = (label: GameLabel, language: string): string =>
  (Object.hasOwn(label.names, language) ? label.names[language] : undefined) ?? label.gameName;

/** The name a vendor shows in the lobby, by its code. */
export async function findVendorDisplayName(db: Db, code: string): Promise<string | undefined> {
  const [vendor] = await db
    .select({ name: gameVendors.displayName })
    .from(gameVendors)
    .where(eq(gameVendors.code, code));
  return vendor?.name;
}
