import { CircleUserRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LogoutConfirm } from '../../features/auth/index.ts';
import { useMemberInfo, vipLabel } from '../../features/member/index.ts';
import { DepositButton } from '../../features/wallet/index.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { ButtonLink, IconButton } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './AccountBar.module.css';
import { HeaderBalance } from './HeaderBalance.tsx';

/** Logged out: Login and Register. Logged in: name (to the member centre), VIP level, Deposit, Logout, balance. */
export function AccountBar() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  if (!session) {
    return (
      <div className={styles.bar}>
        <p className={styles.welcome}>{t('account.welcome')}</p>
        <ButtonLink to={ROUTE_PATHS.login} size="sm">
          {t('account.login')}
        </ButtonLink>
        <ButtonLink to={ROUTE_PATHS.register} size="sm" variant="gold">
          {t('account.register')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={`${styles.bar} ${styles.memberBar}`}>
      <Link to={ROUTE_PATHS.memberHome} className={styles.member}>
        <Icon icon={CircleUserRound} size={28} />
        <span className={styles.name}>{member?.account ?? session.userName}</span>
      </Link>
      <span className={styles.vip}>
        {vipLabel(member?.clubLabel.labelName, (level) => t('account.vip', { level }))}
      </span>
      <DepositButton session={session} size="sm" withIcon />
      <IconButton
        icon={LogOut}
        flipInRtl
        label={t('account.logout')}
        onClick={() => setConfirmingLogout(true)}
      />
      <LogoutConfirm open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
      <HeaderBalance />
    </div>
  );
}
