import type { GamePage } from '@lobby/contract';
import type { GameListParams } from './get-game-list.ts';

/** A list with no filter but its category: the one /m/gameList's page may carry. */
const isPlainCategory = (params: GameListParams) =>
  params.gameType !== undefined &&
  !params.gameName?.trim() &&
  !params.vassalage &&
  (params.gameClassify === undefined || params.gameClassify === '' || params.gameClassify === 'all') &&
  !params.minBet;

/**
 * The game list's first page as the server put it in /m/gameList's page (decision 0099), if it is the page
 * these parameters ask for.
 */
export function pageGames(value: unknown, params: GameListParams): GamePage | undefined {
  const block = value as
    | { language?: unknown; gameType?: unknown; pageSize?: unknown; page?: GamePage }
    | undefined;
  const matches =
    isPlainCategory(params) &&
    block?.language === params.language &&
    block.gameType === params.gameType &&
    block.pageSize === params.pageSize &&
    Array.isArray(block.page?.games);
  return matches ? block.page : undefined;
}
