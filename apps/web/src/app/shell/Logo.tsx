import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HOME_PATH } from '../../shared/routes.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Logo.module.css';

/** The merchant's wordmark, linking home. */
export function Logo({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className={styles.logo} aria-label={t('header.homeLink', { name })}>
      <span className={styles.mark}>
        <Icon icon={Crown} size={18} />
      </span>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
