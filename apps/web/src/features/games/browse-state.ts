import { GAME_CATEGORIES, type GameCategory } from '@lobby/contract';

/** What a game list shows, kept in the URL query so it can be shared and the back button restores it. */
export interface BrowseState {
  gameType: GameCategory | undefined;
  /** all, new, favourite or a classification. */
  gameClassify: string;
  vendors: string[];
  gameName: string;
  minBet: number | undefined;
}

const isCategory = (value: string | null): value is GameCategory =>
  value !== null && (GAME_CATEGORIES as readonly string[]).includes(value);

/** Reads the list from the query; an unknown or missing gameType falls back to `defaultType`. */
export function parseBrowse(search: URLSearchParams, defaultType: GameCategory | undefined): BrowseState {
  const gameType = search.get('gameType');
  const minBet = Number(search.get('minBet'));
  return {
    gameType: isCategory(gameType) ? gameType : defaultType,
    gameClassify: search.get('gameClassify')?.trim() || 'all',
    vendors: (search.get('vassalage') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    gameName: search.get('gameName') ?? '',
    minBet: Number.isFinite(minBet) && minBet > 0 ? minBet : undefined,
  };
}

/** The query for `state`, keeping the parameters that are not the list's (home's pageType). */
export function browseSearch(state: BrowseState, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('gameType', state.gameType);
  set('gameClassify', state.gameClassify === 'all' ? undefined : state.gameClassify);
  set('vassalage', state.vendors.join(','));
  set('gameName', state.gameName.trim());
  set('minBet', state.minBet ? String(state.minBet) : undefined);
  return next;
}
