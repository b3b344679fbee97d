import { type GameVendors, WEB_BASE } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { merchantGameVendors } from '../modules/catalogue/index.ts';
import type { Merchant } from '../modules/merchants/index.ts';
import { type FirstViewPage, orAskedLater } from './first-view.ts';

/** The pages whose first view draws from the vendors: home's category menu and sections, the game list's. */
const DRAWS_FROM_VENDORS = new Set([`${WEB_BASE}/home`, `${WEB_BASE}/gameList`]);

/** The game vendors in the page's language. */
export interface VendorsFirstView {
  language: string;
  vendors: GameVendors;
}

/**
 * The game categories and vendors, as GET /games/vendors answers them, for /m/home's and /m/gameList's pages to
 * carry (decision 0114): their first render then waits for no answer. Undefined for other pages, or when
 * anything fails: the app then asks.
 */
export async function vendorsFirstView(
  app: FastifyInstance,
  request: FastifyRequest,
  merchant: Merchant,
  { pathname, language }: FirstViewPage,
): Promise<VendorsFirstView | undefined> {
  if (!DRAWS_FROM_VENDORS.has(pathname)) return undefined;
  return orAskedLater(request, 'vendors', async () => ({
    language,
    vendors: await merchantGameVendors(app.catalogue, merchant),
  }));
}
