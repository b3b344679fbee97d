import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useLiveChatLink } from '../content/index.ts';
import styles from './CustomerServiceButton.module.css';

/** The floating customer-service button, shown only when a live-chat link is configured. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const link = useLiveChatLink();
  if (!link) return null;
  const content = (
    <>
      <Icon icon={Headset} size={24} />
      <span className={styles.dot} aria-hidden="true" />
    </>
  );
  const label = t('home.customerService');
  return link.startsWith('/') ? (
    <Link to={link} className={styles.button} aria-label={label} title={label}>
      {content}
    </Link>
  ) : (
    <a
      href={link}
      className={styles.button}
      aria-label={label}
      title={label}
      target="_blank"
      rel="noopener noreferrer"
    >
      {content}
    </a>
  );
}
