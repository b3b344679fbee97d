/*
 * Game categories and vendors of the specification. Zod-free on purpose: the web bundle imports these.
 */

/** Category codes; lottery categories are those ending with LOTT (spec §4). */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'BGS',
  'FISH',
  'SPORTS',
  'COCKFIGHT',
  'ESPORTS',
  'POKER',
  'LOTT',
  'ELOTT',
  'PVP',
  'INHOUSE',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const isLotteryCategory = (category: string): boolean => category.endsWith('LOTT');
/** Categories whose games are split into provider-specific classifications. */
export const SUB_CLASSIFIED_CATEGORIES: readonly GameCategory[] = ['RNG', 'LIVE', 'FISH'];
/** Categories the lobby shows as vendor tiles instead of single games. */
export const VENDOR_ONLY_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE'];
/** The in-house entry follows PVP and filters by the Crash classification (spec: home page modes). */
export const IN_HOUSE_CLASSIFICATION = 'Crash';

/** Vendors that open a lottery lobby; TCG_SEA uses the SEA prize mode. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
export const SEA_PRIZE_MODE_VENDOR = 'TCG_SEA';

export const GAME_CLASSIFY = ['all', 'new', 'favourite', 'hot', 'recent'] as const;
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** Tile colour style 1 to 4 from the node id (spec: telNodeId modulo 4). */
export const tileStyle = (telNodeId: number): 1 | 2 | 3 | 4 =>
  ((Math.abs(telNodeId) % 4) + 1) as 1 | 2 | 3 | 4;

export const WINNER_BOARD_LIMIT = 100;
export const WINNER_BOARD_SCROLL_ABOVE = 6;
export const BANNER_AUTOPLAY_MS = 5000;
