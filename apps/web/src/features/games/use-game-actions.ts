import type { Game } from '@lobby/contract';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useFavouriteIds } from './api/get-favourite-ids.ts';
import { useGameVendors } from './api/get-game-vendors.ts';
import { useToggleFavourite } from './api/toggle-favourite.ts';
import { type LaunchableGame, launchTarget } from './launch-target.ts';

/** in_logged_login stays this long (spec §4). */
export const LOGIN_NEEDED_TOAST_MS = 2000;

/** A guest who needs a session: the in_logged_login message for 2 s, then the login screen. */
export function useRequireLogin(): (options?: { replace?: boolean }) => void {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return useCallback(
    (options?: { replace?: boolean }) => {
      showToast(t('errors.in_logged_login'), 'short', LOGIN_NEEDED_TOAST_MS);
      navigate(ROUTE_PATHS.login, { replace: options?.replace ?? false });
    },
    [t, navigate],
  );
}

/** Tapping a game or vendor tile: guests log in first; a vendor's own list is open to everyone. */
export function useOpenGame(): (game: LaunchableGame) => void {
  const session = useSession();
  const mapping = useGameVendors()?.mapping;
  const [, navigate] = useLocation();
  const requireLogin = useRequireLogin();
  return useCallback(
    (game: LaunchableGame) => {
      const target = launchTarget(game, mapping ?? {});
      if (target.kind !== 'list' && !session) requireLogin();
      else navigate(target.path);
    },
    [mapping, session, navigate, requireLogin],
  );
}

/** The favourite star: pressed state and toggle (guests are sent to login). */
export function useFavourite(): {
  /** Whether the favourite ids are known (always false for guests). */
  known: boolean;
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: Game) => void;
} {
  const session = useSession();
  const ids = useFavouriteIds();
  const requireLogin = useRequireLogin();
  const { mutate, isPending } = useToggleFavourite();
  // Stable between renders, so memoised tiles redraw only when their own star changes (decision 0086).
  const toggle = useCallback(
    (game: Game) => {
      if (!session) requireLogin();
      else if (!isPending) mutate({ game, favourite: !ids?.has(game.nodeId) });
    },
    [session, requireLogin, isPending, mutate, ids],
  );
  return useMemo(
    () => ({ known: ids !== undefined, isFavourite: (nodeId: string) => ids?.has(nodeId) ?? false, toggle }),
    [ids, toggle],
  );
}
