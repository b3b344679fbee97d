import type { ConsoleMemberLockState, ConsoleMemberProfile } from '@lobby/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../shared/format.ts';
import { LockBadge } from './LockBadge.tsx';
import styles from './MemberPage.module.css';
import { memberTypeText } from './member-type.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

/** The member's name, status and the facts an operator checks first; who locked them and why. */
export function MemberHeader({
  profile,
  lock,
}: {
  profile: ConsoleMemberProfile;
  lock: ConsoleMemberLockState;
}) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{profile.username}</h1>
        <LockBadge locked={lock.locked} />
      </div>
      {lock.locked && (
        <p className={styles.lockNote}>
          {lock.lockedBy && lock.lockedAt
            ? t('member.lockedBy', {
                operator: lock.lockedBy,
                time: date(lock.lockedAt),
                reason: lock.reason ?? '—',
              })
            : t('member.lockedNoDetails')}
        </p>
      )}
      <dl className={`${styles.facts} ${styles.card}`}>
        <Fact term={t('member.id')}>
          <span className={styles.mono}>{profile.id}</span>
        </Fact>
        <Fact term={t('members.type')}>{memberTypeText(t, profile.type)}</Fact>
        <Fact term={t('members.vip')}>{profile.vipLabel}</Fact>
        <Fact term={t('members.balance')}>
          <span className={styles.balance}>
            {formatMoney(profile.balance)} {profile.currencyCode ?? ''}
          </span>
        </Fact>
        <Fact term={t('member.merchant')}>{profile.merchantCode}</Fact>
        <Fact term={t('members.mobile')}>{profile.mobile}</Fact>
        <Fact term={t('member.email')}>{profile.email}</Fact>
        <Fact term={t('member.nickname')}>{profile.nickname}</Fact>
        <Fact term={t('member.payeeName')}>{profile.payeeName}</Fact>
        <Fact term={t('member.affiliateCode')}>{profile.affiliateCode}</Fact>
        <Fact term={t('member.referrer')}>
          {profile.referrerId && (
            <Link href={`/members/${profile.referrerId}`}>{t('member.referrerLink')}</Link>
          )}
        </Fact>
        <Fact term={t('member.registrationIp')}>{profile.registrationIp}</Fact>
        <Fact term={t('member.registerDomain')}>{profile.registerDomain}</Fact>
        <Fact term={t('members.registered')}>{date(profile.createdAt)}</Fact>
        <Fact term={t('members.lastLogin')}>{date(profile.lastLoginAt) ?? t('members.never')}</Fact>
        <Fact term={t('member.passwordChanged')}>{date(profile.passwordChangedAt)}</Fact>
      </dl>
    </header>
  );
}
