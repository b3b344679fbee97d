import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ROUTE_PATHS } from '../routes.ts';
import { isFreeAccount, useSession } from '../session.ts';

/**
 * Who may see a screen for real members (member centre, inbox): guests are sent to login; free and trial
 * accounts get 'free' (the screen shows FreeAccountNotice); real members 'member'.
 */
export function useMemberGate(): 'guest' | 'free' | 'member' {
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!session) navigate(ROUTE_PATHS.login, { replace: true });
  }, [session, navigate]);
  if (!session) return 'guest';
  return isFreeAccount(session.type) ? 'free' : 'member';
}
