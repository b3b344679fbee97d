import {
  GAME_CATEGORIES,
  type GameCategory,
  type GameVendors,
  type VendorGameTypes,
  type VendorSummary,
} from '@lobby/contract';
import type { z } from 'zod';
import type { CategoryRow, GameCount, VendorRow } from './game-repository.ts';

export interface CatalogueOverview {
  vendors: GameVendors;
  vendorGameTypes: z.infer<typeof VendorGameTypes>;
}

const isCategory = (code: string): code is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(code);

/** Classifications in the category's menu order, then any others the games carry, alphabetically. */
function orderClassifications(category: CategoryRow | undefined, present: Set<string>): string[] {
  const known = (category?.classifications ?? []).filter((name) => present.has(name));
  const others = [...present].filter((name) => !known.includes(name)).sort();
  return [...known, ...others];
}

/**
 * getGameVendors and getVendorGameTypes from the game counts: categories in lobby order (sort order of
 * the categories table), each with the vendors that have games in it (vendor sort order), per-vendor
 * game counts and the category's classifications. Categories without games are left out.
 */
export function buildOverview(
  categories: CategoryRow[],
  vendors: VendorRow[],
  counts: GameCount[],
): CatalogueOverview {
  const perPair = new Map<string, { games: number; classifications: Set<string> }>();
  const perCategory = new Map<string, Set<string>>();
  for (const row of counts) {
    const key = `${row.vassalage}\u0000${row.gameType}`;
    const pair = perPair.get(key) ?? { games: 0, classifications: new Set<string>() };
    pair.games += row.games;
    if (row.classification) pair.classifications.add(row.classification);
    perPair.set(key, pair);
    const classes = perCategory.get(row.gameType) ?? new Set<string>();
    if (row.classification) classes.add(row.classification);
    perCategory.set(row.gameType, classes);
  }
  const pairOf = (vendor: string, category: string) => perPair.get(`${vendor}\u0000${category}`);
  const categoryByCode = new Map(categories.map((category) => [category.code, category]));

  const sorting: GameVendors['sorting'] = [];
  const mapping: GameVendors['mapping'] = {};
  for (const category of categories) {
    if (!isCategory(category.code)) continue;
    const summaries: VendorSummary[] = [];
    for (const vendor of vendors) {
      const pair = pairOf(vendor.code, category.code);
      if (!pair) continue;
      summaries.push({
        vassalage: vendor.code,
        displayName: vendor.displayName,
        logoUrl: vendor.logoUrl,
        gameCount: pair.games,
        hot: vendor.hot,
        ownList: vendor.ownList,
      });
    }
    if (summaries.length === 0) continue;
    sorting.push({
      gameCategory: category.code,
      vendorNames: summaries.map((vendor) => ({
        accountTypeName: vendor.displayName,
        vassalage: vendor.vassalage,
      })),
    });
    mapping[category.code] = {
      vendors: summaries,
      gameClassify: orderClassifications(category, perCategory.get(category.code) ?? new Set()),
    };
  }

  const content: CatalogueOverview['vendorGameTypes']['content'] = [];
  for (const vendor of vendors) {
    const served = [
      ...vendor.categories,
      ...categories.map((category) => category.code).filter((code) => !vendor.categories.includes(code)),
    ];
    for (const code of served) {
      const pair = pairOf(vendor.code, code);
      if (!pair || !isCategory(code)) continue;
      content.push({
        vassalage: vendor.code,
        gameType: code,
        classifications: orderClassifications(categoryByCode.get(code), pair.classifications),
      });
    }
  }

  return { vendors: { sorting, mapping }, vendorGameTypes: { content } };
}

/**
 * The category menu (spec §4): RNG, LIVE, FISH carry sub-classifications (SUB_CLASSIFIED_CATEGORIES); the
 * in-house entry is the Crash classification.
 */
export const CATEGORY_CLASSIFICATIONS: Record<GameCategory, readonly string[]> = {
  RNG: ['Slots', 'Megaways', 'Jackpot', 'Classic'],
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Dragon Tiger'],
  BGS: [],
  FISH: ['Fishing', 'Arcade'],
  SPORTS: [],
  COCKFIGHT: [],
  ESPORTS: [],
  POKER: [],
  LOTT: [],
  ELOTT: [],
  PVP: [],
  INHOUSE: ['Crash'],
};

/** Rows of the categories table: GAME_CATEGORIES is already the lobby order of spec §4. */
export const DEFAULT_CATEGORIES: CategoryRow[] = GAME_CATEGORIES.map((code, index) => ({
  code,
  sortOrder: (index + 1) * 10,
  classifications: [...CATEGORY_CLASSIFICATIONS[code]],
}));
