/** Business constants of the specification (§9 of both documents), by the name the spec gives them. */

export const API_PREFIX = '/api/v1';
export const WEB_BASE = '/m';
/**
 * The id of the JSON data block in the web app's HTML holding the status answer the server would give that
 * request, so the first render does not wait for it (decision 0080).
 */
export const EMBEDDED_STATUS_ID = 'lobby-status';
/**
 * The id of the JSON data block in /m/home's HTML holding home's banners, `{ language, list }` as GET
 * /content/banners answers them in that language, so the carousel's first picture draws with the first render
 * (decision 0094).
 */
export const EMBEDDED_BANNERS_ID = 'lobby-banners';
/**
 * The id of the JSON data block in a guest's /m/home page holding the announcements a guest sees,
 * `{ language, groups }` as GET /content/announcements answers them in that language, so the marquee draws with
 * the first render and home's first view waits for no answer (decision 0114).
 */
export const EMBEDDED_NOTICES_ID = 'lobby-notices';
/**
 * The id of the data block /m/gameList's page carries when it shows a category with no other filter: the first
 * page GET /games answers for it in the page's language, so its tiles draw with the first render (decision 0099).
 */
export const EMBEDDED_GAMES_ID = 'lobby-games';
/**
 * The id of the data block /m/home's and /m/gameList's pages carry: the game categories and vendors,
 * `{ language, vendors }` as GET /games/vendors answers them, which their menus and sections draw from (decision
 * 0114).
 */
export const EMBEDDED_VENDORS_ID = 'lobby-vendors';
/**
 * What home asks for at once: the carousel's m_home and m_live, and m_game for sports and live. Here, not
 * beside the banner schemas in content.ts: importing that module brings zod into the player app's first load.
 */
export const HOME_BANNER_GROUPS = ['m_home', 'm_live', 'm_game'] as const;
/**
 * The web app's hint cookies (decisions 0085 and 0090): the player's stored language, and '1' while the
 * browser may be signed in. They tell the server which files the first view loads, nothing more.
 */
export const HINT_COOKIES = { language: 'lobby.language', member: 'lobby.member' } as const;

export const UNREAD_BADGE_CAP = 99;
export const PAGE_SIZE = {
  gameList: 24,
  homeSection: 20,
  searchPopup: 9,
  hotGames: 9,
  recentGames: 9,
} as const;
export const DEFAULT_PLATFORM = 'html5';
export const DEFAULT_GAME_TYPE = 'RNG';
export const COPYRIGHT_YEAR = 2022;
export const PROVIDER_LOGOS = ['PG', 'PP', 'JL', 'SG', 'BGS', 'BNG', 'CQ9'] as const;
export const HOT_PROVIDERS = ['JL', 'FC', 'BGS', 'PG'] as const;
export const MIN_IOS_VERSION = '12.4';
