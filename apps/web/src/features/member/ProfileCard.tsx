import { CircleUserRound, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { useShownBalance } from '../wallet/index.ts';
import { useHeadIcon } from './api/get-head-icon.ts';
import { useMemberInfoQuery } from './api/get-member-info.ts';
import { HeadIconChooser } from './HeadIconChooser.tsx';
import styles from './Member.module.css';
import { vipLabel } from './vip-label.ts';

/** Head icon (tap to change), nickname and account, VIP label and the wallet balance. */
export function ProfileCard({ variant }: { variant: 'new' | 'base' }) {
  const { t } = useTranslation();
  const session = useSession();
  const memberQuery = useMemberInfoQuery();
  const member = memberQuery.data;
  const headIcon = useHeadIcon().data;
  const balance = useShownBalance().text;
  const [choosing, setChoosing] = useState(false);
  const account = member?.account ?? session?.userName ?? '';
  return (
    <>
      <section className={variant === 'new' ? styles.hero : styles.profile} aria-label={t('member.profile')}>
        <button
          type="button"
          className={styles.avatarButton}
          aria-label={t('member.changeHeadIcon')}
          onClick={() => setChoosing(true)}
        >
          {headIcon ? (
            <img src={headIcon.url} alt="" width={64} height={64} className={styles.avatar} />
          ) : (
            <Icon icon={CircleUserRound} size={64} />
          )}
          <span className={styles.avatarEdit} aria-hidden="true">
            <Icon icon={Pencil} size={14} />
          </span>
        </button>
        <div className={styles.identity}>
          <h2 className={styles.name}>{member?.nickname || account}</h2>
          {member?.nickname ? <p className={styles.account}>{account}</p> : null}
          <p className={styles.vip}>
            {vipLabel(member?.clubLabel.labelName, (level) => t('account.vip', { level }))}
          </p>
        </div>
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{t('wallet.balance')}</span>
          <span className={styles.balanceValue}>{balance}</span>
        </p>
        {choosing ? <HeadIconChooser open onClose={() => setChoosing(false)} /> : null}
      </section>
      {memberQuery.isError && !member ? <QueryFallback query={memberQuery} compact /> : null}
    </>
  );
}
