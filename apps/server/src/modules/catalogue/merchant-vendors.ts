import type { GameVendors } from '@lobby/contract';
import type { Catalogue } from './catalogue-plugin.ts';

/**
 * The merchant's game categories and vendors as GET /games/vendors answers them (from the catalogue's cache):
 * what a page carries for its first view (decision 0114).
 */
export async function merchantGameVendors(
  catalogue: Catalogue,
  merchant: { code: string; config: { gameVendors?: readonly string[] | undefined } },
): Promise<GameVendors> {
  const allowed = await catalogue.offeredVendors(merchant.config.gameVendors);
  return (await catalogue.overview(allowed, merchant.code)).vendors;
}
