import type { GamePage } from '@lobby/contract';
import { blockInLanguage } from '../../../shared/page-data.ts';
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
  const block = blockInLanguage(value, params.language);
  if (!block || !isPlainCategory(params)) return undefined;
  const page = block.page as GamePage | undefined;
  const matches =
    block.gameType === params.gameType && block.pageSize === params.pageSize && Array.isArray(page?.games);
  return matches ? page : undefined;
}
