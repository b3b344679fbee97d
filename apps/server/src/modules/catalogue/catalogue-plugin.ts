import type { Game } from '@lobby/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { CACHE_MAX_AGE_MS } from '../../plugins/invalidation/invalidated-cache.ts';
import type { Invalidation } from '../../plugins/invalidation/invalidation.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  countGames,
  countMatchingGames,
  findGamePage,
  type GameFilter,
  isMemberFilter,
  listCategories,
  listVendors,
  type Paging,
  toGame,
  type VendorRow,
} from './game-repository.ts';
import { buildOverview, type CatalogueOverview } from './vendor-overview.ts';
import { GAMES_TOPIC, playable } from './vendor-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

/**
 * How long cached catalogue facts (vendor overview, vendors, list counts) are reused at most: a console
 * change drops them at once on every instance (GAMES_TOPIC), a lost message costs at most this.
 */
export const CATALOGUE_CACHE_TTL_MS = CACHE_MAX_AGE_MS;
/** Distinct list filters whose counts are kept at once. */
const MAX_CACHED_COUNTS = 1_000;
/** Distinct pages (merchant, language, filter, page) kept at once: searches are many, each page is small. */
const MAX_CACHED_PAGES = 5_000;

/** A value per key, computed once and reused for `ttlMs`; a failed computation is not kept. */
class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.at < this.ttlMs) return cached.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

export interface GameList {
  games: Game[];
  totalCount: number;
}

/**
 * The catalogue's read side. What is asked on every page load and changes only with the catalogue is cached
 * for a few seconds and dropped on every instance when the catalogue changes (GAMES_TOPIC): the vendor
 * overview (getGameVendors, getVendorGameTypes) per merchant and vendor allow-list, the vendors' display
 * names, the total count of each list filter, and each page of games per merchant, offered vendors, language
 * and filter. Member lists (favourites, recent games) are read from the database on every request: they are
 * the member's own and never shared.
 */
export class Catalogue {
  private readonly overviews: TtlCache<CatalogueOverview>;
  private readonly vendorRows: TtlCache<VendorRow[]>;
  private readonly counts: TtlCache<number>;
  private readonly pages: TtlCache<GameList>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    invalidation: Invalidation,
    ttlMs = CATALOGUE_CACHE_TTL_MS,
  ) {
    this.overviews = new TtlCache(clock, ttlMs);
    this.vendorRows = new TtlCache(clock, ttlMs);
    this.counts = new TtlCache(clock, ttlMs, MAX_CACHED_COUNTS);
    this.pages = new TtlCache(clock, ttlMs, MAX_CACHED_PAGES);
    invalidation.subscribe(GAMES_TOPIC, () => this.invalidate());
  }

  private vendors(): Promise<VendorRow[]> {
    return this.vendorRows.get('*', () => listVendors(this.db));
  }

  /** A vendor as stored (cached), for the launch's checks. */
  async vendor(code: string): Promise<VendorRow | undefined> {
    return (await this.vendors()).find((vendor) => vendor.code === code);
  }

  /**
   * The vendors whose games players see now (decision 0060): switched on, outside their maintenance
   * window, and offered by the merchant (`allowed`, its gameVendors; undefined: every vendor).
   */
  async offeredVendors(allowed: readonly string[] | undefined): Promise<string[]> {
    const now = this.clock.now();
    return (await this.vendors())
      .filter((vendor) => playable(vendor, now) && (!allowed || allowed.includes(vendor.code)))
      .map((vendor) => vendor.code);
  }

  /** Vendor names are not translated, so the allow-list and the merchant's own switches are all it depends on. */
  overview(allowedVendors: readonly string[] | undefined, merchantCode: string): Promise<CatalogueOverview> {
    const key = `${merchantCode}:${allowedVendors ? [...allowedVendors].sort().join(',') : '*'}`;
    return this.overviews.get(key, async () => {
      const [categories, vendors, counts] = await Promise.all([
        listCategories(this.db),
        this.vendors(),
        countGames(this.db, allowedVendors, merchantCode),
      ]);
      return buildOverview(categories, vendors, counts);
    });
  }

  /** A page of games; the filter names the merchant and its offered vendors, so they are part of the key. */
  findGames(filter: GameFilter, paging: Paging, language: string): Promise<GameList> {
    if (isMemberFilter(filter)) return this.readGames(filter, paging, language);
    return this.pages.get(JSON.stringify([filter, paging, language]), () =>
      this.readGames(filter, paging, language),
    );
  }

  private async readGames(filter: GameFilter, paging: Paging, language: string): Promise<GameList> {
    const count = isMemberFilter(filter)
      ? countMatchingGames(this.db, filter, paging.cap)
      : this.counts.get(JSON.stringify([filter, paging.cap ?? null]), () =>
          countMatchingGames(this.db, filter, paging.cap),
        );
    const [rows, totalCount, names] = await Promise.all([
      findGamePage(this.db, filter, paging, language),
      count,
      this.vendors().then((vendors) => new Map(vendors.map((v) => [v.code, v.displayName]))),
    ]);
    return { games: rows.map((row) => toGame(row, names.get(row.vassalage) ?? row.vassalage)), totalCount };
  }

  /** Forgets everything cached, after the catalogue changed. */
  invalidate(): void {
    this.overviews.clear();
    this.vendorRows.clear();
    this.counts.clear();
    this.pages.clear();
  }
}

export const cataloguePlugin = fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('catalogue', new Catalogue(app.db, clock, app.invalidation));
  },
  { name: 'catalogue', dependencies: ['database', 'invalidation'] },
);
