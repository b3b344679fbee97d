import {
  ArrowDownToLine,
  ArrowUpFromLine,
  CircleHelp,
  History,
  KeyRound,
  LogOut,
  type LucideIcon,
  Mail,
  MessageSquareText,
  MessagesSquare,
  UserPlus,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { CountBadge, formatBadgeCount } from '../../shared/ui/CountBadge.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { RESPONSIBLE_GAMING_ICON } from '../../shared/ui/ResponsibleGamingLink.tsx';
import rowStyles from '../../shared/ui/RowList.module.css';
import { useInviteAction } from '../agents/index.ts';
import { LogoutConfirm } from '../auth/index.ts';
import { useUnreadCounts } from '../messages/index.ts';
import styles from './Member.module.css';

type Shortcut = { key: string; icon: LucideIcon; label: string; count?: number; flipInRtl?: boolean } & (
  | { to: string }
  | { onSelect: () => void }
);

/** The member centre's shortcuts: a grid of tiles (new member centre) or a list of rows (base). */
export function Shortcuts({ variant }: { variant: 'new' | 'base' }) {
  const { t } = useTranslation();
  const invite = useInviteAction();
  const unread = useUnreadCounts();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const shortcuts: Shortcut[] = [
    { key: 'deposit', icon: ArrowDownToLine, label: t('account.deposit'), to: ROUTE_PATHS.voucherCenter },
    { key: 'withdraw', icon: ArrowUpFromLine, label: t('routes.withdraw'), to: ROUTE_PATHS.withdraw },
    { key: 'record', icon: History, label: t('routes.gameRecord'), to: ROUTE_PATHS.gameRecord },
    {
      key: 'messages',
      icon: MessagesSquare,
      label: t('routes.message'),
      to: ROUTE_PATHS.message,
      count: unread.total - unread.inbox,
    },
    { key: 'inbox', icon: Mail, label: t('routes.webEmail'), to: ROUTE_PATHS.webEmail, count: unread.inbox },
    { key: 'invite', icon: UserPlus, label: t('routes.inviteFriends'), onSelect: invite },
    { key: 'password', icon: KeyRound, label: t('routes.changePsw'), to: ROUTE_PATHS.changePsw },
    { key: 'feedback', icon: MessageSquareText, label: t('routes.feedback'), to: ROUTE_PATHS.feedback },
    { key: 'help', icon: CircleHelp, label: t('routes.help'), to: ROUTE_PATHS.help },
    {
      key: 'responsibleGaming',
      icon: RESPONSIBLE_GAMING_ICON,
      label: t('routes.responsibleGaming'),
      to: ROUTE_PATHS.responsibleGaming,
    },
    {
      key: 'logout',
      icon: LogOut,
      flipInRtl: true,
      label: t('account.logout'),
      onSelect: () => setConfirmingLogout(true),
    },
  ];
  const itemClass = variant === 'new' ? styles.tile : styles.row;
  return (
    <nav aria-label={t('member.shortcuts')}>
      <ul className={variant === 'new' ? styles.tiles : rowStyles.rows}>
        {shortcuts.map((shortcut) => {
          const count = shortcut.count ?? 0;
          const content = (
            <>
              <Icon
                icon={shortcut.icon}
                flipInRtl={shortcut.flipInRtl}
                size={variant === 'new' ? 26 : 22}
                className={styles.shortcutIcon}
              />
              <span className={styles.shortcutLabel}>{shortcut.label}</span>
              <CountBadge count={count} />
              {count > 0 ? (
                <span className="visually-hidden">
                  {t('footer.unread', { count: formatBadgeCount(count) })}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={shortcut.key}>
              {'to' in shortcut ? (
                <Link to={shortcut.to} className={itemClass}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={itemClass} onClick={shortcut.onSelect}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <LogoutConfirm open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </nav>
  );
}
