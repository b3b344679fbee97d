import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './Members.module.css';

/** "Locked" in the danger colour with a padlock, or a quiet "Active". */
export function LockBadge({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  if (!locked) return <span className={styles.badge}>{t('members.active')}</span>;
  return (
    <span className={`${styles.badge} ${styles.lockedBadge}`}>
      <Lock aria-hidden size={14} />
      {t('members.locked')}
    </span>
  );
}
