import {
  type Game,
  type GameVendors,
  isLotteryCategory,
  LOTTERY_LOBBY_CODE,
  LOTTERY_VENDORS,
  SEA_PRIZE_MODE_VENDOR,
} from '@lobby/contract';
import { gameListPath } from '../../shared/game-categories.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';

/** What a tap needs of a game. A vendor tile passes its vendor with an empty gameId ("the vendor's lobby"). */
export type LaunchableGame = Pick<
  Game,
  'nodeId' | 'gameId' | 'gameType' | 'vassalage' | 'gameCode' | 'gameGroupId' | 'lottoMode' | 'supportPlay'
>;

export type VendorMapping = GameVendors['mapping'];

export type LaunchTarget =
  | { kind: 'lottery'; path: string }
  | { kind: 'list'; path: string }
  | { kind: 'direct'; path: string };

const launchPath = (query: Record<string, string>): string =>
  `${ROUTE_PATHS.launchGame}?${new URLSearchParams(query)}`;

const vendorIn = (mapping: VendorMapping, category: 'LOTT' | 'ELOTT', vassalage: string): boolean =>
  mapping[category]?.vendors.some((vendor) => vendor.vassalage === vassalage) ?? false;

/**
 * The electronic-lottery mode (spec §4: "when the mapping has ELOTT for TCG_LOTTO_VN or has LOTT"), read per
 * vendor: TCG_LOTTO_VN is electronic when the mapping lists it under ELOTT; another lottery vendor when the
 * mapping lists it under LOTT.
 */
export const isElectronicLottery = (mapping: VendorMapping, vassalage: string): boolean =>
  vassalage === 'TCG_LOTTO_VN' ? vendorIn(mapping, 'ELOTT', vassalage) : vendorIn(mapping, 'LOTT', vassalage);

/** prize_mode of a lottery launch: SEA for TCG_SEA, else ELOTT in the electronic-lottery mode, else NORMAL. */
export const lotteryPrizeMode = (mapping: VendorMapping, vassalage: string): 'SEA' | 'ELOTT' | 'NORMAL' => {
  if (vassalage === SEA_PRIZE_MODE_VENDOR) return 'SEA';
  return isElectronicLottery(mapping, vassalage) ? 'ELOTT' : 'NORMAL';
};

/** The footer's lottery entry: the lobby of the first lottery vendor (the launch screen picks it). */
export const LOTTERY_LOBBY_LAUNCH_PATH = launchPath({
  playType: 'trad',
  code: LOTTERY_LOBBY_CODE,
  pageBack: 'home',
});

const isOwnList = (mapping: VendorMapping, game: LaunchableGame): boolean =>
  mapping[game.gameType]?.vendors.some((vendor) => vendor.vassalage === game.vassalage && vendor.ownList) ??
  false;

/**
 * Where tapping a game goes, for a member (guests are sent to login before this), by the launch rules of
 * spec §4:
 * 1. Lottery vendors (TCG_LOTTO_VN, TCG_SEA) and lottery categories (LOTT, ELOTT) open the lottery lobby with
 *    code `lobby`: playType `ent` when the lotto mode says Entertainment, else `trad`; prize_mode `SEA` for
 *    TCG_SEA, else `ELOTT` in the electronic-lottery mode, else `NORMAL`.
 * 2. A vendor tile of an own-list provider opens the game list of that vendor in its category.
 * 3. Everything else launches directly, with the free-play flag from supportPlay (0: free play supported).
 * Every launch carries nodeId, vendor and gameType, which the launch call of issue 5 needs.
 */
export function launchTarget(game: LaunchableGame, mapping: VendorMapping): LaunchTarget {
  const common = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  if ((LOTTERY_VENDORS as readonly string[]).includes(game.vassalage) || isLotteryCategory(game.gameType)) {
    return {
      kind: 'lottery',
      path: launchPath({
        playType: /entertainment/i.test(game.lottoMode ?? '') ? 'ent' : 'trad',
        gameId: game.gameId,
        gameGroupId: game.gameGroupId ?? '',
        prize_mode: lotteryPrizeMode(mapping, game.vassalage),
        code: LOTTERY_LOBBY_CODE,
        ...common,
      }),
    };
  }
  if (game.gameId === '' && isOwnList(mapping, game)) {
    return { kind: 'list', path: gameListPath(game.gameType, { vassalage: game.vassalage }) };
  }
  return {
    kind: 'direct',
    path: launchPath({
      gameId: game.gameId,
      code: game.gameCode,
      freePlay: game.supportPlay === 0 ? '1' : '0',
      ...common,
    }),
  };
}
