import {
  GAME_CATEGORIES,
  type GameCategory,
  type LaunchGameQuery,
  LOTTERY_LOBBY_CODE,
  LOTTO_PLAY_TYPES,
  PRIZE_MODES,
} from '@lobby/contract';
import { lotteryPrizeMode, type VendorMapping } from './launch-target.ts';

/** The vendor the footer's lottery entry opens when the mapping offers no LOTT vendor. */
const FALLBACK_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((entry) => entry === value);

/**
 * The launchGame query for a /m/launchGame URL (launch-target.ts writes them). The footer's lottery entry
 * names no vendor: it opens the lobby of the first LOTT vendor of the mapping, so it waits for the mapping
 * (undefined until then). 'invalid' when the URL cannot start a game. The URL's freePlay flag (from
 * supportPlay) only says the game could be played free: every account plays its wallet, a trial account its
 * trial balance, so the game shows what the header shows (docs/decisions/0038-trial-balance-in-the-wallet.md).
 */
export function launchRequestOf(
  search: URLSearchParams,
  mapping: VendorMapping | undefined,
): LaunchGameQuery | 'invalid' | undefined {
  const playType = oneOf(LOTTO_PLAY_TYPES, search.get('playType'));
  const vendor = search.get('vendor');
  if (!vendor) {
    if (search.get('code') !== LOTTERY_LOBBY_CODE || !playType) return 'invalid';
    if (!mapping) return undefined;
    const lotteryVendor = mapping.LOTT?.vendors[0]?.vassalage ?? FALLBACK_LOTTERY_VENDOR;
    return {
      gameCategory: 'LOTT',
      vendor: lotteryVendor,
      gameId: LOTTERY_LOBBY_CODE,
      playType,
      prizeMode: oneOf(PRIZE_MODES, search.get('prize_mode')) ?? lotteryPrizeMode(mapping, lotteryVendor),
    };
  }
  const gameCategory = oneOf<GameCategory>(GAME_CATEGORIES, search.get('gameType'));
  if (!gameCategory) return 'invalid';
  const request: LaunchGameQuery = {
    gameCategory,
    vendor,
    gameId: search.get('gameId') || (playType ? LOTTERY_LOBBY_CODE : ''),
  };
  const nodeId = search.get('nodeId');
  if (nodeId) request.nodeId = nodeId;
  if (playType) request.playType = playType;
  const prizeMode = oneOf(PRIZE_MODES, search.get('prize_mode'));
  if (prizeMode) request.prizeMode = prizeMode;
  return request;
}
