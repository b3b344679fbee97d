import { UNREAD_BADGE_CAP } from '@lobby/contract';
import styles from './CountBadge.module.css';

/** Unread counts show as numbers up to the cap, then "99+". */
export const formatBadgeCount = (count: number): string =>
  count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);

/** Visual badge only; the control that holds it states the count in its accessible name. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {formatBadgeCount(count)}
    </span>
  );
}
