import { lazy } from 'react';

export { favouriteGamesPageQuery } from './api/get-favourite-games.ts';
export { gameListQuery } from './api/get-game-list.ts';
export { useGameVendors } from './api/get-game-vendors.ts';
export { hotGamesQuery } from './api/get-hot-games.ts';
export { CategoryMenu } from './CategoryMenu.tsx';
export { GameRow } from './GameRow.tsx';
export { type LaunchableGame, launchTarget } from './launch-target.ts';
export { useOpenGame } from './use-game-actions.ts';
export { allVendors, providerPath, vendorEntry } from './vendor-summary.ts';

/** Loaded when first needed: home's list and filter modes. */
export const GameBrowser = lazy(() => import('./GameBrowser.tsx'));
/** Loaded when the search box is tapped. */
export const SearchPopup = lazy(() => import('./SearchPopup.tsx'));
