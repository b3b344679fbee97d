import { z } from 'zod';
import { GAME_CATEGORIES } from './game-categories.ts';
import { text } from './text.ts';

/*
 * Games and vendors in the console (issue 18, decision 0060). The catalogue is one per deployment: vendors
 * and games are switched, flagged and ordered for every merchant at once; which vendors a merchant offers
 * stays its own setting (gameVendors).
 */

export const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{1,40}$/;
export const MAINTENANCE_MESSAGE_MAX = 300;
export const GAME_SORT_ORDER_MAX = 1_000_000;
export const CONSOLE_GAMES_PAGE_SIZES = [25, 50, 100] as const;
/** A bulk change by ids names at most this many games; one by filter changes every match. */
export const CONSOLE_GAMES_SELECTION_MAX = 500;

const when = z.iso.datetime({ offset: true });
const reason = text().trim().min(1).max(500);
const vendorCode = text().trim().regex(VENDOR_CODE_PATTERN);
const GameCategorySchema = z.enum(GAME_CATEGORIES);
const classification = text()
  .trim()
  .regex(/^[\p{L}\p{N} _-]{1,40}$/u);

export const ConsoleVendorParams = z.object({ code: vendorCode });

export const VendorMaintenance = z.object({
  /** Null: from now on. */
  startsAt: when.nullable(),
  endsAt: when,
  /** Shown to players whose launch is refused (vendor_maintenance). */
  message: text().trim().min(1).max(MAINTENANCE_MESSAGE_MAX),
});
export type VendorMaintenance = z.infer<typeof VendorMaintenance>;

export const ConsoleVendor = z.object({
  code: z.string(),
  displayName: z.string(),
  logoUrl: z.string(),
  enabled: z.boolean(),
  maintenance: VendorMaintenance.nullable(),
  /** The maintenance window contains the current time. */
  inMaintenance: z.boolean(),
  /** The origin its games open on (null: this server, the sandbox). */
  launchOrigin: z.string().nullable(),
  gameCount: z.number().int(),
  enabledGameCount: z.number().int(),
  /** The vendor's adapter can list its games (syncConsoleVendorGames). */
  canSync: z.boolean(),
});
export type ConsoleVendor = z.infer<typeof ConsoleVendor>;

export const ConsoleVendorList = z.object({ list: z.array(ConsoleVendor) });
export type ConsoleVendorList = z.infer<typeof ConsoleVendorList>;

/** updateConsoleVendor: switch it, set or end (null) its maintenance window; at least one of the two. */
export const UpdateConsoleVendorRequest = z
  .object({
    enabled: z.boolean().optional(),
    maintenance: VendorMaintenance.nullable().optional(),
    reason,
  })
  .refine((body) => body.enabled !== undefined || body.maintenance !== undefined, {
    path: ['enabled'],
    message: 'nothing_to_change',
  })
  .refine(
    (body) =>
      !body.maintenance?.startsAt ||
      Date.parse(body.maintenance.endsAt) > Date.parse(body.maintenance.startsAt),
    { path: ['maintenance', 'endsAt'], message: 'date_range_invalid' },
  );
export type UpdateConsoleVendorRequest = z.infer<typeof UpdateConsoleVendorRequest>;

export const SyncConsoleVendorGamesRequest = z.object({ reason });
export type SyncConsoleVendorGamesRequest = z.infer<typeof SyncConsoleVendorGamesRequest>;

/** What a sync did: new games are added switched off, games the vendor no longer lists are switched off. */
export const VendorGamesSync = z.object({
  vendor: z.string(),
  added: z.number().int(),
  disabled: z.number().int(),
  unchanged: z.number().int(),
});
export type VendorGamesSync = z.infer<typeof VendorGamesSync>;

/* ------------------------------------------------------------------------------------------------ games */

export const CONSOLE_GAME_STATUSES = ['enabled', 'disabled'] as const;
export const CONSOLE_GAME_SORTS = ['sortOrder', 'name', 'vendor', 'category', 'updatedAt'] as const;
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The filter of the games table and of a bulk change by filter. */
export const ConsoleGameFilter = z.object({
  vendor: vendorCode.optional(),
  category: GameCategorySchema.optional(),
  status: z.enum(CONSOLE_GAME_STATUSES).optional(),
  hot: flag.optional(),
  isNew: flag.optional(),
  /** Part of the name in any language, or the game code. */
  name: text().trim().min(1).max(64).optional(),
});
export type ConsoleGameFilter = z.infer<typeof ConsoleGameFilter>;

export const ConsoleGamesQuery = ConsoleGameFilter.extend({
  sort: z.enum(CONSOLE_GAME_SORTS).default('sortOrder'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (CONSOLE_GAMES_PAGE_SIZES as readonly number[]).includes(size))
    .default(50),
});
export type ConsoleGamesQuery = z.input<typeof ConsoleGamesQuery>;

export const ConsoleGame = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  name: z.string(),
  vendor: z.string(),
  category: GameCategorySchema,
  classification: z.string().nullable(),
  enabled: z.boolean(),
  hot: z.boolean(),
  isNew: z.boolean(),
  /** Players' lists show higher first (the popularity order). */
  sortOrder: z.number().int(),
  iconUrl: z.string(),
  updatedAt: z.iso.datetime(),
});
export type ConsoleGame = z.infer<typeof ConsoleGame>;

export const ConsoleGamePage = z.object({
  list: z.array(ConsoleGame),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type ConsoleGamePage = z.infer<typeof ConsoleGamePage>;

/** What a bulk change sets on every selected game; at least one. */
export const ConsoleGameChanges = z
  .object({
    enabled: z.boolean().optional(),
    hot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(GAME_SORT_ORDER_MAX).optional(),
    category: GameCategorySchema.optional(),
    /** The classification inside the category (Slots, Crash, ...); null: none. */
    classification: classification.nullable().optional(),
    /** An image uploaded with uploadConsoleImage: the game's icon from now on. */
    imageUrl: text()
      .trim()
      .max(300)
      .regex(/^\/media\/uploads\/[A-Za-z0-9_.-]+$/)
      .optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'nothing_to_change',
  });
export type ConsoleGameChanges = z.infer<typeof ConsoleGameChanges>;

/** updateConsoleGames: the games named by `ids`, or every game matching `filter` (exactly one of them). */
export const UpdateConsoleGamesRequest = z
  .object({
    ids: z.array(text().trim().min(1).max(80)).min(1).max(CONSOLE_GAMES_SELECTION_MAX).optional(),
    filter: ConsoleGameFilter.optional(),
    changes: ConsoleGameChanges,
    reason,
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ['ids'],
    message: 'ids_or_filter',
  });
export type UpdateConsoleGamesRequest = z.input<typeof UpdateConsoleGamesRequest>;

export const ConsoleGamesUpdated = z.object({ updated: z.number().int() });
export type ConsoleGamesUpdated = z.infer<typeof ConsoleGamesUpdated>;
