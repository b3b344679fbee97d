import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { KEEP_CLEAR } from '../../shared/hooks/use-keep-clear.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Section.module.css';

interface SectionProps {
  title: string;
  icon: LucideIcon;
  /** Where the view-all link goes; none: no link. */
  viewAll?: string | undefined;
  children: ReactNode;
  className?: string;
}

/**
 * A home section: a title with its icon, a view-all link and the content (a row of games, tiles, ...); floating
 * controls keep clear of it.
 */
export function Section({ title, icon, viewAll, children, className }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={id}
      {...KEEP_CLEAR}
    >
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          <span className={styles.badge}>
            <Icon icon={icon} size={16} />
          </span>
          {title}
        </h2>
        {viewAll ? (
          <Link to={viewAll} className={styles.viewAll} aria-label={t('home.viewAllOf', { title })}>
            {t('home.viewAll')}
            <Icon icon={ChevronRight} size={16} flipInRtl />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
