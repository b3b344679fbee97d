import { Handshake, type LucideIcon, Mail, Megaphone, MessageCircle, MessagesSquare } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { customerServiceUrl } from '../../shared/member-rules.ts';
import { isHeaderHidden, routeNameOf } from '../../shared/route-rules.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { isFreeAccount, useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { formatBadgeCount } from '../../shared/ui/CountBadge.tsx';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { RegisterPrompt } from '../../shared/ui/RegisterPrompt.tsx';
import rowStyles from '../../shared/ui/RowList.module.css';
import { Screen } from '../../shared/ui/Screen.tsx';
import styles from './Messages.module.css';
import { useLaunchChat } from './use-launch-chat.ts';
import { useUnreadCounts } from './use-unread-counts.ts';

function RowContent({ icon, label, count }: { icon: LucideIcon; label: string; count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Icon icon={icon} className={styles.rowIcon} />
      <span className={styles.rowLabel}>{label}</span>
      {count > 0 ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {formatBadgeCount(count)}
          </span>
          <span className="visually-hidden">{t('footer.unread', { count: formatBadgeCount(count) })}</span>
        </>
      ) : null}
    </>
  );
}

/** A link that stays in the app for its own paths and opens outside addresses in a new tab. */
function LinkRow({ url, children }: { url: string; children: ReactNode }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={styles.row}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={styles.row} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * /m/message and /m/messages (spec §2): messenger link, announcements, inbox, live chat (CBS3) and the
 * affiliate service link, each with its unread badge. Inbox and chat need a real account: guests go to
 * login, free and trial accounts get free_reject with the register prompt.
 */
export default function MessageCentreScreen() {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const session = useSession();
  const { info } = useSystemStatus();
  const counts = useUnreadCounts();
  const chat = useLaunchChat();
  const [refusing, setRefusing] = useState(false);

  /** Runs `action` for a real member; guests log in first, free and trial accounts are refused. */
  const asMember = (action: () => void) => () => {
    if (!session) navigate(ROUTE_PATHS.login);
    else if (isFreeAccount(session.type)) setRefusing(true);
    else action();
  };

  const messenger = customerServiceUrl(info.customerService, 'WHATSAPP') ?? info.paths.whatsapp;
  const affiliateService = customerServiceUrl(info.customerService, '3');
  return (
    <>
      {isHeaderHidden(routeNameOf(pathname)) ? <Header /> : null}
      <Screen compact>
        <ul className={rowStyles.rows} aria-label={t('routes.message')}>
          {messenger ? (
            <li>
              <LinkRow url={messenger}>
                <RowContent icon={MessageCircle} label={t('messages.messenger')} count={0} />
              </LinkRow>
            </li>
          ) : null}
          <li>
            <Link to={ROUTE_PATHS.notice} className={styles.row}>
              <RowContent icon={Megaphone} label={t('routes.notice')} count={counts.announcements} />
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.row}
              onClick={asMember(() => navigate(ROUTE_PATHS.webEmail))}
            >
              <RowContent icon={Mail} label={t('routes.webEmail')} count={counts.inbox} />
            </button>
          </li>
          {info.whitelabel.CBS3 ? (
            <li>
              <button
                type="button"
                className={styles.row}
                onClick={asMember(chat.launch)}
                aria-busy={chat.pending || undefined}
              >
                <RowContent icon={MessagesSquare} label={t('messages.liveChat')} count={counts.chat} />
              </button>
            </li>
          ) : null}
          {affiliateService ? (
            <li>
              <LinkRow url={affiliateService}>
                <RowContent icon={Handshake} label={t('messages.affiliateService')} count={0} />
              </LinkRow>
            </li>
          ) : null}
        </ul>
      </Screen>
      <RegisterPrompt open={refusing} onClose={() => setRefusing(false)} />
    </>
  );
}
