import {
  type Banner,
  GAME_CATEGORIES,
  type GameCategory,
  type JackpotSettings,
  WINNER_BOARD_SCROLL_ABOVE,
} from '@lobby/contract';
import { HOME_PATH } from '../../shared/routes.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

/** The carousel: m_home banners, then m_live ones only while at least one live model exists. */
export function carouselBanners(banners: readonly Banner[], liveModelCount: number): Banner[] {
  return banners.filter(
    (banner) => banner.groupName === 'm_home' || (banner.groupName === 'm_live' && liveModelCount > 0),
  );
}

/** The sports-and-live block: m_game banners that lead somewhere. */
export const sportsLiveBanners = (banners: readonly Banner[]): Banner[] =>
  banners.filter((banner) => banner.groupName === 'm_game' && !!banner.url);

/** The winner board scrolls by itself only with more than 6 winners. */
export const winnerBoardScrolls = (count: number): boolean => count > WINNER_BOARD_SCROLL_ABOVE;

/** Home's page modes: the lobby (all), one category's games (list), a search (filter). */
export type PageMode = { mode: 'all' } | { mode: 'list'; gameType: GameCategory } | { mode: 'filter' };

const isCategory = (value: string | null): value is GameCategory =>
  value !== null && (GAME_CATEGORIES as readonly string[]).includes(value);

/** The mode of `?pageType=list&gameType=X` (or filter with a gameName); anything else is the lobby. */
export function pageModeOf(search: URLSearchParams): PageMode {
  const pageType = search.get('pageType');
  const gameType = search.get('gameType');
  if (pageType === 'list' && isCategory(gameType)) return { mode: 'list', gameType };
  if (pageType === 'filter' && search.get('gameName')?.trim()) return { mode: 'filter' };
  return { mode: 'all' };
}

/** Home in list mode for a category; the in-house entry opens its Crash classification. */
export function homeListPath(category: GameCategory): string {
  const query = new URLSearchParams({ pageType: 'list', gameType: category });
  if (category === 'INHOUSE') query.set('gameClassify', 'Crash');
  return `${HOME_PATH}?${query}`;
}

export const homeFilterPath = (gameName: string): string =>
  `${HOME_PATH}?${new URLSearchParams({ pageType: 'filter', gameName: gameName.trim() })}`;

type Random = () => number;

/** The merchant's jackpot counter (decision 0062), its amounts in hundredths: whole numbers, no rounding drift. */
interface Jackpot {
  start: number;
  maximum: number;
  stepMin: number;
  stepMax: number;
  intervalMinSeconds: number;
  intervalMaxSeconds: number;
}
export const jackpotInHundredths = (settings: JackpotSettings): Jackpot => ({
  ...settings,
  start: Math.round(settings.start * 100),
  maximum: Math.round(settings.maximum * 100),
  stepMin: Math.round(settings.stepMin * 100),
  stepMax: Math.round(settings.stepMax * 100),
});

/** A whole number from `min` to `max`, both included. */
const between = (min: number, max: number, random: Random): number =>
  min + Math.min(max - min, Math.floor(random() * (max - min + 1)));

/** A starting jackpot: the start, or up to one step above it (never past the maximum). */
export const initialJackpot = (jackpot: Jackpot, random: Random = Math.random): number =>
  Math.min(jackpot.maximum, between(jackpot.start, jackpot.start + jackpot.stepMax, random));

/** The next jackpot: a random step more; past the maximum it starts again at the start. */
export function nextJackpot(jackpot: Jackpot, value: number, random: Random = Math.random): number {
  const next = value + between(jackpot.stepMin, jackpot.stepMax, random);
  return next > jackpot.maximum ? jackpot.start : next;
}

/** Seconds to the next step: a whole number in the merchant's interval (the spec's: 3, 4 or 5). */
export const jackpotDelaySeconds = (jackpot: Jackpot, random: Random = Math.random): number =>
  between(jackpot.intervalMinSeconds, jackpot.intervalMaxSeconds, random);

/** The 10 digits of a jackpot in hundredths (8 before the point, 2 after), e.g. 2376743669 → "2376743669". */
export const jackpotDigits = (hundredths: number): string =>
  hundredths.toString().padStart(10, '0').slice(-10);

/**
 * A jackpot in hundredths as the spec writes money in every language (#,##0.00), as the roller shows it, e.g.
 * 2376743669 → "23,767,436.69". Plain code, not `Intl.NumberFormat`: home's first render would otherwise make the
 * page's first number format, about 100 ms of main thread on a mid-range phone (decision 0102).
 */
export const jackpotText = (hundredths: number): string => {
  const whole = Math.floor(hundredths / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole}.${(hundredths % 100).toString().padStart(2, '0')}`;
};

/** The gift popup is seen once per session for each login state (guest, member). */
export type GiftState = 'guest' | 'member';

const giftKey = (state: GiftState) => `${STORAGE_KEYS.giftPopupSeen}.${state}`;

export const giftPopupDue = (state: GiftState): boolean => readStored(giftKey(state), 'session') !== '1';

/** Closing (or claiming) sets the session flag of the current login state. */
export const markGiftPopupSeen = (state: GiftState): void => writeStored(giftKey(state), '1', 'session');
