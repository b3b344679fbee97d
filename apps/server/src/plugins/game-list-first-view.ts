import {
  DEFAULT_GAME_TYPE,
  GAME_CATEGORIES,
  type GameCategory,
  type GamePage,
  PAGE_SIZE,
  WEB_BASE,
} from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryFirstPage } from '../modules/catalogue/index.ts';
import type { Merchant } from '../modules/merchants/index.ts';
import { type FirstViewPage, orAskedLater, picturePreload } from './first-view.ts';

/** What /m/gameList's page carries: the first page of its category, in the page's language. */
export interface GameListFirstView {
  games: { language: string; gameType: GameCategory; pageSize: number; page: GamePage };
  /** The `Link` entry preloading the first tile's picture. */
  link: string | undefined;
}

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/** The category of /m/gameList asked with no filter but `gameType` (the default when absent); else undefined. */
function plainCategory(pathname: string, search: URLSearchParams): GameCategory | undefined {
  if (pathname !== `${WEB_BASE}/gameList`) return undefined;
  if ([...search.keys()].some((key) => key !== 'gameType')) return undefined;
  const gameType = search.get('gameType') ?? DEFAULT_GAME_TYPE;
  return isCategory(gameType) ? gameType : undefined;
}

/**
 * The first page of /m/gameList's category, as GET /games answers it, for the page to carry (decision 0099): the
 * tiles then draw with the first render instead of after a round trip; and the `Link` entry preloading the
 * first tile's picture, the largest the page paints. In the page's language. Undefined for other pages, a list
 * with filters, or when anything fails: the app then asks.
 */
export async function gameListFirstView(
  app: FastifyInstance,
  request: FastifyRequest,
  merchant: Merchant,
  { pathname, search, language }: FirstViewPage,
): Promise<GameListFirstView | undefined> {
  const gameType = plainCategory(pathname, search);
  if (!gameType) return undefined;
  return orAskedLater(request, 'game list', async () => {
    const page = await categoryFirstPage(app.catalogue, merchant, gameType, language);
    const first = page.games[0];
    return {
      games: { language, gameType, pageSize: PAGE_SIZE.gameList, page },
      link: first && picturePreload(first.mobileSmallIcon || first.iconUrl, merchant.config.imageCDNs),
    };
  });
}
