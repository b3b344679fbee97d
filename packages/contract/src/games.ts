import { z } from 'zod';
import { GAME_CATEGORIES, GAME_CLASSIFY } from './game-categories.ts';
import { text } from './text.ts';

export const GameCategorySchema = z.enum(GAME_CATEGORIES);

/** The Game entity of the specification (games-and-content §3). */
export const Game = z.object({
  nodeId: z.string(),
  /** In the requested language, English when there is no translation. */
  gameName: z.string(),
  gameId: z.string(),
  gameType: GameCategorySchema,
  vassalage: z.string(),
  /** The vendor's display name. */
  displayName: z.string(),
  iconUrl: z.string(),
  mobileSmallIcon: z.string(),
  mobileLargeIcon: z.string(),
  gameCode: z.string(),
  gameGroupId: z.string().nullable(),
  lottoMode: z.string().nullable(),
  /** 0 means free play is supported. */
  supportPlay: z.number().int(),
  gameClassifyNew: z.string().nullable(),
  telNodeId: z.number().int(),
  minBet: z.number(),
  minLine: z.number().int(),
  popularity: z.number().int(),
  isNew: z.boolean(),
});
export type Game = z.infer<typeof Game>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const language = text().trim().toUpperCase().max(8).optional();

/** getGameList query, every parameter of the spec's table. */
export const GameListQuery = z.object({
  merchant: text().max(40).optional(),
  platform: text().max(16).default('html5'),
  /** Trimmed; matched case-insensitively against the name in every language. */
  gameName: text().trim().max(100).optional(),
  gameType: GameCategorySchema.optional(),
  pageNo,
  pageSize: pageSize(24),
  /** One vendor code or several separated by commas. */
  vassalage: text().max(400).optional(),
  /** all, new, favourite, hot, recent, or a provider classification such as Megaways or Crash. */
  gameClassify: text().trim().max(40).optional(),
  isNew: z.coerce.number().int().min(0).max(1).optional(),
  minBet: z.coerce.number().min(0).max(1_000_000).optional(),
  minLine: z.coerce.number().int().min(0).max(10_000).optional(),
  language,
  clientType: z.coerce.number().int().min(0).max(9).optional(),
});
export type GameListQuery = z.input<typeof GameListQuery>;
export { GAME_CLASSIFY };

export const GamePage = z.object({
  games: z.array(Game),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GamePage = z.infer<typeof GamePage>;

export const VendorSummary = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  logoUrl: z.string(),
  gameCount: z.number().int(),
  hot: z.boolean(),
  /** Own-list vendors open the game list filtered by vendor instead of launching (spec §4). */
  ownList: z.boolean(),
});
export type VendorSummary = z.infer<typeof VendorSummary>;

export const GameVendors = z.object({
  /** Categories in lobby order, each with its vendors (spec: sorting). */
  sorting: z.array(
    z.object({
      gameCategory: GameCategorySchema,
      vendorNames: z.array(z.object({ accountTypeName: z.string(), vassalage: z.string() })),
    }),
  ),
  /** Per category: its vendors with game counts and its classifications (spec: mapping by category). */
  mapping: z.partialRecord(
    GameCategorySchema,
    z.object({ vendors: z.array(VendorSummary), gameClassify: z.array(z.string()) }),
  ),
});
export type GameVendors = z.infer<typeof GameVendors>;
export const GameVendorsQuery = z.object({ language });

export const VendorGameTypesQuery = z.object({
  typeId: z.coerce.number().int().default(1),
  merchant: text().max(40).optional(),
});
export const VendorGameTypes = z.object({
  content: z.array(
    z.object({ vassalage: z.string(), gameType: GameCategorySchema, classifications: z.array(z.string()) }),
  ),
});

export const HotGamesQuery = z.object({
  isPlatform: z.coerce.number().int().optional(),
  language,
  platform: text().max(16).default('html5'),
  merchantCode: text().max(40).optional(),
  gameType: GameCategorySchema.optional(),
  pageNo,
  pageSize: pageSize(9),
});
export const HotGames = z.object({ list: z.array(Game), totalPages: z.number().int() });

export const FavouriteGamesQuery = z.object({
  gameType: GameCategorySchema.optional(),
  pageNo,
  pageSize: pageSize(24),
  language,
});
export const FavouriteGames = z.object({
  content: z.array(Game),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export const FavouriteIds = z.object({ ids: z.array(z.string()) });
export const FavouriteRequest = z.object({
  nodeId: text().min(1).max(64),
  vendor: text().min(1).max(40),
});

export const RecentGamesQuery = z.object({
  page: pageNo,
  pageSize: pageSize(9),
  gameType: GameCategorySchema.optional(),
  language,
  clientType: z.coerce.number().int().min(0).max(9).optional(),
});
export const RecentGames = z.object({ content: z.array(Game), totalPages: z.number().int() });
