import { isSureGuest } from '../features/auth/index.ts';
import { navigateInApp } from '../shared/app-history.ts';
import { loginPathReturningTo } from '../shared/return-path.ts';
import { isMembersOnly, routeNameOf } from '../shared/route-rules.ts';

/**
 * Opening a members' screen as a guest goes to login before anything is drawn: the screen's own gate
 * (useMemberGate) would draw the frame first and then leave it, a layout shift of the whole page. A
 * remembered login being restored is still left to that gate.
 */
export function sendGuestToLogin(): void {
  const { pathname, search } = window.location;
  if (!isMembersOnly(routeNameOf(pathname)) || !isSureGuest()) return;
  navigateInApp(loginPathReturningTo(`${pathname}${search}`), { replace: true });
}
