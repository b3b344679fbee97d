import { CloudOff, RotateCw } from 'lucide-react';
import { loadErrorText } from '../api/error-text.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Icon } from './Icon.tsx';
import styles from './LoadError.module.css';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The retry is under way: the button waits (it keeps its name). */
  retrying?: boolean;
  /** One line inside a block (a home section) instead of the screen-wide state. */
  compact?: boolean;
}

/** Content that could not be loaded: why, in the player's language, and a Retry. */
export function LoadError({ error, onRetry, retrying = false, compact = false }: LoadErrorProps) {
  const { t } = useTranslation();
  const title = t('load.failed');
  const reason = loadErrorText(t, error);
  const retry = (
    <Button
      icon={RotateCw}
      size={compact ? 'sm' : 'md'}
      onClick={onRetry}
      disabled={retrying}
      aria-busy={retrying}
    >
      {t('gate.retry')}
    </Button>
  );
  if (!compact) return <EmptyState icon={CloudOff} title={title} description={reason} action={retry} />;
  return (
    <section className={styles.compact} aria-label={title}>
      <Icon icon={CloudOff} size={24} className={styles.icon} />
      <p className={styles.text}>
        <strong>{title}</strong> {reason}
      </p>
      {retry}
    </section>
  );
}
