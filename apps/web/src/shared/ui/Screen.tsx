import type { HTMLAttributes } from 'react';
import styles from './Screen.module.css';

type ScreenProps = Omit<HTMLAttributes<HTMLDivElement>, 'className'> & {
  /** Less room between the screen's blocks (lists of rows). */
  compact?: boolean;
};

/** A feature screen's page body: its blocks stacked with the lobby's page padding. */
export function Screen({ compact = false, ...rest }: ScreenProps) {
  return <div className={compact ? `${styles.screen} ${styles.compact}` : styles.screen} {...rest} />;
}
