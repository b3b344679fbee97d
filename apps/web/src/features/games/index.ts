import { lazy } from 'react';

export { favouriteGamesPageQuery } from './api/get-favourite-games.ts';
export { gameListQuery } from './api/get-game-list.ts';
export { useGameVendors, useGameVendorsQuery } from './api/get-game-vendors.ts';
export { hotGamesQuery } from './api/get-hot-games.ts';
export { realityCheckQuery, setRealityCheckInterval } from './api/reality-check.ts';
export { CategoryMenu } from './CategoryMenu.tsx';
export { GameRow } from './GameRow.tsx';
export { useOpenGame } from './use-game-actions.ts';
export { allVendors, providerPath, vendorEntry } from './vendor-summary.ts';

/** Loaded when first needed: home's list and filter modes. */
export const GameBrowser = lazy(() => import('./GameBrowser.tsx'));
/** Loaded when the search box is tapped. */
export const SearchPopup = lazy(() => import('./SearchPopup.tsx'));

/** The feature's screens by route name, each loaded when first shown (app/router.tsx). */
export const gamesScreens = {
  gameList: () => import('./GameListScreen.tsx'),
  game: () => import('./GameLobbyScreen.tsx'),
  gameCenter: () => import('./GameCenterScreen.tsx'),
  slotsCenter: () => import('./SlotsCenterScreen.tsx'),
  providers: () => import('./ProvidersScreen.tsx'),
  hot: () => import('./HotGamesScreen.tsx'),
  fav: () => import('./FavouritesScreen.tsx'),
  lottery: () => import('./LotteryScreen.tsx'),
  startLottery: () => import('./StartLotteryScreen.tsx'),
  launchGame: () => import('./LaunchGameScreen.tsx'),
  lottoH5: () => import('./LottoHostScreen.tsx'),
};
