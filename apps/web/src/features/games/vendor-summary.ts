import type { GameCategory, GameVendors, VendorSummary } from '@lobby/contract';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import type { LaunchableGame } from './launch-target.ts';

export const providerPath = (vassalage: string): string =>
  `${ROUTE_PATHS.providers}?vassalage=${encodeURIComponent(vassalage)}`;

/**
 * Every vendor once, in the order they first appear in the lobby's categories, with its games of all
 * categories counted together (the provider strip and home's vendor list).
 */
export function allVendors(data: GameVendors): VendorSummary[] {
  const byCode = new Map<string, VendorSummary>();
  for (const { gameCategory } of data.sorting) {
    for (const vendor of data.mapping[gameCategory]?.vendors ?? []) {
      const seen = byCode.get(vendor.vassalage);
      byCode.set(vendor.vassalage, seen ? { ...seen, gameCount: seen.gameCount + vendor.gameCount } : vendor);
    }
  }
  return [...byCode.values()];
}

/** A vendor tile stands for its vendor: own-list vendors open their list, the others their lobby game. */
export const vendorEntry = (category: GameCategory, vendor: VendorSummary): LaunchableGame => ({
  nodeId: '',
  gameId: '',
  gameType: category,
  vassalage: vendor.vassalage,
  gameCode: 'lobby',
  gameGroupId: null,
  lottoMode: null,
  supportPlay: 1,
});
