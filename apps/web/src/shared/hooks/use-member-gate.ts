import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loginPathReturningTo } from '../return-path.ts';
import { isFreeAccount, useSession, useSessionRestoring } from '../session.ts';

/**
 * Who may see a screen for real members (member centre, inbox): guests are sent to login, which brings them
 * back here afterwards (once a remembered login being restored has settled); free and trial accounts get
 * 'free' (the screen shows FreeAccountNotice); real members 'member'.
 */
export function useMemberGate(): 'guest' | 'free' | 'member' {
  const session = useSession();
  const restoring = useSessionRestoring();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (session || restoring) return;
    navigate(loginPathReturningTo(search ? `${pathname}?${search}` : pathname), { replace: true });
  }, [session, restoring, navigate, pathname, search]);
  if (!session) return 'guest';
  return isFreeAccount(session.type) ? 'free' : 'member';
}
