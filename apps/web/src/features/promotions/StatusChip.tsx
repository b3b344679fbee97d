import type { ActivityStatus } from '@lobby/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import styles from './Promotions.module.css';

/** An activity's or reward's status (spec §9), translated. */
export function StatusChip({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.chip} data-status={status}>
      {t(`promotions.status.${status}`)}
    </span>
  );
}
