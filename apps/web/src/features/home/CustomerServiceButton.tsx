import { Headset } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { useTuckedOverContent } from '../../shared/hooks/use-keep-clear.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useLiveChatLink } from '../content/index.ts';
import styles from './CustomerServiceButton.module.css';

/** The floating customer-service button, shown only when a live-chat link is configured; it tucks away while it would cover a tile or title. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const link = useLiveChatLink();
  const ref = useRef<HTMLAnchorElement>(null);
  const tucked = useTuckedOverContent(ref);
  if (!link) return null;
  const className = tucked ? `${styles.button} ${styles.tucked}` : styles.button;
  const content = (
    <>
      <Icon icon={Headset} size={22} />
      <span className={styles.dot} aria-hidden="true" />
    </>
  );
  const label = t('home.customerService');
  return link.startsWith('/') ? (
    <Link ref={ref} to={link} className={className} aria-label={label} title={label}>
      {content}
    </Link>
  ) : (
    <a
      ref={ref}
      href={link}
      className={className}
      aria-label={label}
      title={label}
      target="_blank"
      rel="noopener noreferrer"
    >
      {content}
    </a>
  );
}
