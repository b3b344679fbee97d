import { CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { useTranslation } from '../i18n/i18n.ts';
import { Icon } from './Icon.tsx';
import styles from './Toaster.module.css';
import { type ToastKind, useToasts } from './toast.ts';

const ICONS: Record<ToastKind, typeof Info> = {
  success: CircleCheck,
  short: Info,
  long: Info,
  notice: Info,
  wait: LoaderCircle,
};

/** Where toasts appear; a polite live region, named so it is told apart from the offline banner. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t('toasts.region')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`}>
          <Icon icon={ICONS[toast.kind]} className={toast.kind === 'wait' ? styles.spin : undefined} />
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}
