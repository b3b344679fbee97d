import { Gift, House, Menu, MessagesSquare, UserPlus, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useInviteAction } from '../../features/agents/index.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { memberCentreAction } from '../../shared/member-rules.ts';
import { HOME_PATH, ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { CountBadge, formatBadgeCount } from '../../shared/ui/CountBadge.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { RegisterPrompt } from '../../shared/ui/RegisterPrompt.tsx';
import styles from './FooterNav.module.css';
import { useLiveChat } from './use-live-chat.ts';

interface FooterNavProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** Everything unread in the message centre (useUnreadCounts). */
  unreadCount?: number;
}

/** A footer link, marked the current page on its path and on paths below it. */
function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [pathname] = useLocation();
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  const current = path === target || path.startsWith(`${target}/`);
  return (
    <Link to={to} className={styles.item} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The six footer items; live chat only for the merchant granted it, with the chat switch on. */
export function FooterNav({ menuOpen, onToggleMenu, unreadCount = 0 }: FooterNavProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const { info } = useSystemStatus();
  const invite = useInviteAction();
  const liveChat = useLiveChat();
  const [promptingRegister, setPromptingRegister] = useState(false);

  const openMemberCentre = () => {
    const action = memberCentreAction(session);
    if (action === 'register-prompt') setPromptingRegister(true);
    else navigate(action === 'login' ? ROUTE_PATHS.login : ROUTE_PATHS.memberHome);
  };

  return (
    <nav className={styles.nav} aria-label={t('footer.navigation')}>
      <button type="button" className={styles.item} aria-expanded={menuOpen} onClick={onToggleMenu}>
        <Icon icon={Menu} size={22} />
        <span>{t('footer.menu')}</span>
      </button>
      <NavLink to={ROUTE_PATHS.activity}>
        <Icon icon={Gift} size={22} />
        <span>{t('footer.promotions')}</span>
      </NavLink>
      <button type="button" className={styles.item} onClick={invite}>
        <Icon icon={UserPlus} size={22} />
        <span>{t('footer.invite')}</span>
      </button>
      <button type="button" className={styles.item} onClick={openMemberCentre}>
        <Icon icon={UserRound} size={22} />
        <span>{t('footer.member')}</span>
        <CountBadge count={unreadCount} />
        {unreadCount > 0 ? (
          <span className="visually-hidden">
            {t('footer.unread', { count: formatBadgeCount(unreadCount) })}
          </span>
        ) : null}
      </button>
      <NavLink to={HOME_PATH}>
        <Icon icon={House} size={22} />
        <span>{t('footer.home')}</span>
      </NavLink>
      {info.footerLiveChat && liveChat.available ? (
        <button type="button" className={styles.item} onClick={liveChat.open}>
          <Icon icon={MessagesSquare} size={22} />
          <span>{t('footer.liveChat')}</span>
        </button>
      ) : null}
      <RegisterPrompt open={promptingRegister} onClose={() => setPromptingRegister(false)} />
    </nav>
  );
}
