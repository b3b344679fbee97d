import { type GameCategory, MIN_BET_OPTIONS, VENDOR_ONLY_CATEGORIES } from '@lobby/contract';
import { gameListPath } from '../../shared/game-categories.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';

/** An entry of the game-type menu: New, All, Favourites or a provider classification. */
export type TypeEntry = { kind: 'new' | 'all' | 'favourite' } | { kind: 'classification'; name: string };

/**
 * The game-type menu (spec: game-type menu): New only for RNG, then All and Favourites, then the
 * classifications when there is more than one.
 */
export function typeMenuEntries(gameType: GameCategory, classifications: readonly string[]): TypeEntry[] {
  const entries: TypeEntry[] = gameType === 'RNG' ? [{ kind: 'new' }] : [];
  entries.push({ kind: 'all' }, { kind: 'favourite' });
  if (classifications.length > 1) {
    for (const name of classifications) entries.push({ kind: 'classification', name });
  }
  return entries;
}

/** The gameClassify value an entry sends. */
export const classifyOf = (entry: TypeEntry): string =>
  entry.kind === 'classification' ? entry.name : entry.kind;

/** Types without a provider filter: in-house games and the sports-like types (one lobby per vendor). */
const NO_PROVIDER_FILTER: ReadonlySet<GameCategory> = new Set<GameCategory>([
  'INHOUSE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
]);

/** The provider filter is offered except for in-house and sports-like types, and hidden while New is active. */
export const showsProviderFilter = (gameType: GameCategory, gameClassify: string): boolean =>
  !NO_PROVIDER_FILTER.has(gameType) && gameClassify !== 'new';

/** The name search is hidden for vendor-only game types (sports, live, ...). */
export const showsNameSearch = (gameType: GameCategory | undefined): boolean =>
  gameType === undefined || !VENDOR_ONLY_CATEGORIES.includes(gameType);

/** Game type (classification) and minimum bet are offered in the filter panel only for RNG. */
export const hasRngOptions = (gameType: GameCategory): boolean => gameType === 'RNG';

/** The minimum-bet choices: all (no limit), then the spec's options. */
export const MIN_BET_CHOICES: readonly (number | 'all')[] = ['all', ...MIN_BET_OPTIONS];

/** The other categories the filter panel lists: all but the current one and ELOTT. */
export const otherCategories = (categories: readonly GameCategory[], current: GameCategory): GameCategory[] =>
  categories.filter((category) => category !== 'ELOTT' && category !== current);

/** Choosing a category in the filter panel: LOTT opens the lottery screen, the rest their game list. */
export const categoryDestination = (category: GameCategory): string =>
  category === 'LOTT' ? ROUTE_PATHS.lottery : gameListPath(category);
