import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import styles from './Auth.module.css';

/** The tab bar login and register share. */
export function AuthTabs({ current }: { current: 'login' | 'register' }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('auth.tabs')}>
      <Link
        to={ROUTE_PATHS.login}
        replace
        className={styles.tab}
        aria-current={current === 'login' ? 'page' : undefined}
      >
        {t('account.login')}
      </Link>
      <Link
        to={ROUTE_PATHS.register}
        replace
        className={styles.tab}
        aria-current={current === 'register' ? 'page' : undefined}
      >
        {t('account.register')}
      </Link>
    </nav>
  );
}
