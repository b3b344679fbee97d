import { EMBEDDED_GAMES_ID, type GamePage } from '@lobby/contract';
import { takePageData } from '../../../shared/page-data.ts';
import type { GameListParams } from './get-game-list.ts';

let receivedAt = 0;

/** A list with no filter but its category: the one /m/gameList's page may carry. */
const isPlainCategory = (params: GameListParams) =>
  params.gameType !== undefined &&
  !params.gameName?.trim() &&
  !params.vassalage &&
  (params.gameClassify === undefined || params.gameClassify === '' || params.gameClassify === 'all') &&
  !params.minBet;

/**
 * The game list's first page as the server put it in /m/gameList's page (decision 0099), taken out of the page,
 * if it is the page these parameters ask for. The list query's initial data: it asks once, as the query starts.
 */
export function takePageGames(params: GameListParams): GamePage | undefined {
  const block = takePageData(EMBEDDED_GAMES_ID);
  receivedAt = block?.receivedAt ?? 0;
  const value = block?.value as
    | { language?: unknown; gameType?: unknown; pageSize?: unknown; page?: GamePage }
    | undefined;
  const matches =
    value !== undefined &&
    isPlainCategory(params) &&
    value.language === params.language &&
    value.gameType === params.gameType &&
    value.pageSize === params.pageSize &&
    Array.isArray(value.page?.games);
  return matches ? value.page : undefined;
}

/** When the page `takePageGames` gave was received: now for a page just served (decision 0099). */
export const pageGamesReceivedAt = (): number => receivedAt;
