import { Gift, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession, useSessionRestoring } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useInviteAction } from '../agents/index.ts';
import styles from './GiftPopup.module.css';
import { type GiftState, giftPopupDue, markGiftPopupSeen } from './home-rules.ts';

/**
 * The register-gift popup, for merchants with a register pop-up (resource REGISTERPOPM). It shows once per
 * session for each login state: closing sets the session flag. Claiming goes to /m/register for guests and
 * opens the referral for members. It opens once the lobby's first game row has drawn, beside the page rather
 * than over it, so the lobby stays usable.
 */
export function GiftPopup({ lobbyDrawn }: { lobbyDrawn: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const restoring = useSessionRestoring();
  const { info } = useSystemStatus();
  const [, navigate] = useLocation();
  const invite = useInviteAction();
  const state: GiftState = session ? 'member' : 'guest';
  const [closed, setClosed] = useState<GiftState[]>([]);
  const titleId = useId();
  const offered = info.resources.some((resource) => resource.resourceType === 'REGISTERPOPM');
  // Only over a lobby already drawn, and only once the login state is known (a remembered login restored).
  if (!lobbyDrawn || restoring) return null;
  if (!offered || closed.includes(state) || !giftPopupDue(state)) return null;

  const close = () => {
    markGiftPopupSeen(state);
    setClosed([...closed, state]);
  };
  const claim = () => {
    close();
    if (session) invite();
    else navigate(ROUTE_PATHS.register);
  };
  return (
    <div className={styles.popup} role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <span className={styles.emblem}>
        <Icon icon={Gift} size={26} />
      </span>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t(session ? 'home.giftMemberTitle' : 'home.giftGuestTitle')}
        </h2>
        <p className={styles.body}>{t(session ? 'home.giftMemberText' : 'home.giftGuestText')}</p>
        <Button variant="gold" size="sm" onClick={claim}>
          {t('home.giftClaim')}
        </Button>
      </div>
      <button type="button" className={styles.close} aria-label={t('common.close')} onClick={close}>
        <Icon icon={X} size={16} />
      </button>
    </div>
  );
}
