import { useTranslation } from 'react-i18next';
import styles from './Games.module.css';

/** The header of a row-actions column: named for screen readers, not shown. */
export function ActionsHeader() {
  const { t } = useTranslation();
  return <span className={styles.hidden}>{t('games.columns.actions')}</span>;
}
