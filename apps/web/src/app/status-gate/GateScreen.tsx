import type { LucideIcon } from 'lucide-react';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './GateScreen.module.css';

interface GateScreenProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A whole-page notice shown instead of the app: maintenance, restricted access, service error. */
export function GateScreen({ icon, title, children, onRetry, retrying = false }: GateScreenProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <div className={styles.emblem}>
        <Icon icon={icon} size={44} />
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.text}>{children}</div>
      {onRetry ? (
        <Button variant="gold" icon={RefreshCw} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? t('common.loading') : t('gate.retry')}
        </Button>
      ) : null}
    </main>
  );
}
