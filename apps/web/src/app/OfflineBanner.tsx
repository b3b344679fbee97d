import { WifiOff } from 'lucide-react';
import { useTranslation } from '../shared/i18n/i18n.ts';
import { Icon } from '../shared/ui/Icon.tsx';
import styles from './OfflineBanner.module.css';
import { useOnline } from './use-online.ts';

/**
 * Tells the player the device is offline, politely to screen readers. The live region stays in the page
 * while online (empty), so the message is announced when it appears.
 */
export function OfflineBanner({ aboveFooter }: { aboveFooter: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const place = aboveFooter ? `${styles.banner} ${styles.aboveFooter}` : styles.banner;
  return (
    <div role="status" aria-live="polite" className={online ? undefined : place}>
      {online ? null : (
        <>
          <Icon icon={WifiOff} size={20} />
          <span>{t('offline.banner')}</span>
        </>
      )}
    </div>
  );
}
