import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { type Destination, inviteDestination } from '../../shared/member-rules.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { isFreeAccount, useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { openReferralPanel } from './referral-panel-store.ts';

function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Goes to a destination: a screen, an outside link, or (none configured) a notice saying so. */
function useGoTo(): (destination: Destination) => void {
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  return useCallback(
    (destination: Destination) => {
      if (destination.kind === 'route') navigate(destination.path);
      else if (destination.kind === 'external') openExternal(destination.url);
      else showToast(t('common.unavailable'));
    },
    [navigate, t],
  );
}

/** The invite rule (opening the referral panel for members) shared by the footer, side menu, floating bar and home promo tile. */
export function useInviteAction(): () => void {
  const session = useSession();
  const { info } = useSystemStatus();
  const goTo = useGoTo();
  return () => {
    const destination = inviteDestination(session, info.promotions, info.customerService);
    const referral = destination.kind === 'route' && destination.path === ROUTE_PATHS.inviteFriends;
    // Real members get the referral panel over the page; others reach the screen, which sends them on.
    if (referral && session && !isFreeAccount(session.type)) openReferralPanel();
    else goTo(destination);
  };
}
