import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../../shared/session.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { useSystemStatus } from '../status-gate/index.ts';
import { customerServiceUrl, type Destination, destinationOf, inviteDestination } from './member-rules.ts';

function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Goes to a destination: a screen, an outside link, or (none configured) a notice saying so. */
export function useGoTo(): (destination: Destination) => void {
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

/** The invite rule shared by the footer, side menu, floating bar and home promo tile. */
export function useInviteAction(): () => void {
  const session = useSession();
  const { info } = useSystemStatus();
  const goTo = useGoTo();
  return () => goTo(inviteDestination(session, info.promotions, info.customerService));
}

export function useLiveChat(): { available: boolean; open: () => void } {
  const { info } = useSystemStatus();
  const goTo = useGoTo();
  return {
    available: info.whitelabel.CBS3 === true,
    open: () => goTo(destinationOf(customerServiceUrl(info.customerService, 'LIVECHAT'))),
  };
}
