import { type GameCategory, type GamePage, PAGE_SIZE } from '@lobby/contract';
import type { Catalogue } from './catalogue-plugin.ts';
import { totalPagesOf } from './game-repository.ts';

/**
 * A category's first page of the game list as GET /games answers `?gameType=<category>` with the player app's
 * page size and no other filter: the page /m/gameList carries for its first view (decision 0099).
 */
export async function categoryFirstPage(
  catalogue: Catalogue,
  merchant: { code: string; config: { gameVendors?: readonly string[] | undefined } },
  gameType: GameCategory,
  language: string,
): Promise<GamePage> {
  const pageSize = PAGE_SIZE.gameList;
  const list = await catalogue.findGames(
    {
      merchantCode: merchant.code,
      allowedVendors: await catalogue.offeredVendors(merchant.config.gameVendors),
      gameType,
      isNew: false,
    },
    { pageNo: 1, pageSize },
    language,
  );
  return {
    games: list.games,
    pageNum: 1,
    totalPages: totalPagesOf(list.totalCount, pageSize),
    totalCount: list.totalCount,
  };
}
