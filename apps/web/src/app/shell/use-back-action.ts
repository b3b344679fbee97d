import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { canGoBackInApp } from '../../shared/app-history.ts';
import { backDestination, routeNameOf } from '../../shared/route-rules.ts';
import { HOME_PATH } from '../../shared/routes.ts';

/** The header's back action: home for some screens, else one step back, or home when there is no history. */
export function useBackAction(): () => void {
  const [pathname, navigate] = useLocation();
  return useCallback(() => {
    // The first entry of a visit has nothing in the app to go back to.
    if (backDestination(routeNameOf(pathname)) === 'history' && canGoBackInApp()) window.history.back();
    else navigate(HOME_PATH);
  }, [navigate, pathname]);
}
