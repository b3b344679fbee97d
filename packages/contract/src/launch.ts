import { z } from 'zod';
import { GameCategorySchema } from './games.ts';
import { LOTTO_PLAY_TYPES, PRIZE_MODES } from './play-rules.ts';
import { text } from './text.ts';

/**
 * launchGame query (spec §7: gameCategory, vendor, gameId, nodeId). freePlay=1 asks for a free-play launch
 * (the game's supportPlay must be 0); trial accounts play with their trial balance. A lottery lobby launch sends
 * gameId "lobby" with playType and prizeMode.
 */
export const LaunchGameQuery = z.object({
  gameCategory: GameCategorySchema,
  vendor: text().trim().min(1).max(40),
  gameId: text().trim().max(64),
  nodeId: text().trim().max(64).optional(),
  freePlay: z.coerce.number().int().min(0).max(1).default(0),
  playType: z.enum(LOTTO_PLAY_TYPES).optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  language: text().trim().toUpperCase().max(8).optional(),
});
export type LaunchGameQuery = z.input<typeof LaunchGameQuery>;

export const LaunchedGame = z.object({
  /**
   * Where the game runs: the vendor's signed, short-lived URL (absolute or same-origin), or for lottery
   * lobbies the /m/lotto-h5/{mui}/{playType}/games/{gameId} host page with token, merchant, css, prize_mode.
   */
  url: z.string(),
  /** How the web opens it: `frame` inside /m/launchGame, `page` by navigating to it (the lottery host). */
  open: z.enum(['frame', 'page']),
  freePlay: z.boolean(),
  /** The game's name in the launch's language, for the frame's title; empty for a lottery lobby. */
  gameName: z.string(),
  /** When the URL stops opening the game (ISO time). */
  expiresAt: z.string(),
});
export type LaunchedGame = z.infer<typeof LaunchedGame>;
