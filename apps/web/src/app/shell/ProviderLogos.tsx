import { PROVIDER_LOGOS } from '@lobby/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import styles from './ProviderLogos.module.css';

/** Wordmark badges drawn here, so no provider artwork is fetched from outside. */
export function ProviderLogos() {
  const { t } = useTranslation();
  return (
    <ul className={styles.row} aria-label={t('footer.providers')}>
      {PROVIDER_LOGOS.map((code) => (
        <li key={code}>
          <svg className={`${styles.badge} ${styles[code]}`} viewBox="0 0 64 28" role="img" aria-label={code}>
            <rect x="0.5" y="0.5" width="63" height="27" rx="8" />
            <text x="32" y="19" textAnchor="middle">
              {code}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
