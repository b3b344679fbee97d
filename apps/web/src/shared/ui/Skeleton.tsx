import type { ReactNode } from 'react';
import styles from './Skeleton.module.css';

export type SkeletonShape = 'rows' | 'tiles' | 'card' | 'article';

const BLOCKS: Record<SkeletonShape, number> = { rows: 5, tiles: 6, card: 1, article: 4 };

/**
 * Grey shapes where content is coming: busy, and hidden from screen readers (they hear the content when it
 * arrives) and inert (a placeholder never takes focus). A screen's own placeholder can be given as children.
 */
export function Skeleton({ shape = 'rows', children }: { shape?: SkeletonShape; children?: ReactNode }) {
  return (
    <div
      className={children ? styles.custom : styles[shape]}
      aria-busy="true"
      aria-hidden="true"
      inert
      data-testid="skeleton"
    >
      {children ??
        Array.from({ length: BLOCKS[shape] }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <span key={index} className={styles.block} />
        ))}
    </div>
  );
}
