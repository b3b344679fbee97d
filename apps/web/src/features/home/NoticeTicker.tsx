import { BadgePercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useOnScreen } from '../../shared/hooks/use-on-screen.ts';
import { useReducedMotion } from '../../shared/hooks/use-reduced-motion.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { type NumberedAnnouncement, noticePath } from './AnnouncementBar.tsx';
import styles from './NoticeTicker.module.css';

/** Each notice stays this long before the next rolls in. */
const TICK_MS = 3500;

/**
 * The notice ticker: one promotion notice at a time rolling upwards (still for reduced motion, where the
 * list scrolls by hand); hover or focus holds it. Tapping opens /m/notice with its index.
 */
export function NoticeTicker({ items }: { items: readonly NumberedAnnouncement[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const [ticker, onScreen] = useOnScreen();
  const count = items.length;

  useEffect(() => {
    if (count < 2 || held || reducedMotion || !onScreen) return;
    const timer = setTimeout(() => setShown((shown + 1) % count), TICK_MS);
    return () => clearTimeout(timer);
  }, [count, held, reducedMotion, onScreen, shown]);

  if (count === 0) return null;
  return (
    <section
      ref={ticker}
      className={styles.ticker}
      aria-label={t('home.notices')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <span className={styles.label}>
        <Icon icon={BadgePercent} size={16} />
        {t('home.promoNews')}
      </span>
      <ul className={reducedMotion ? `${styles.window} ${styles.still}` : styles.window}>
        {items.map(({ announcement, index }, position) => (
          <li
            key={announcement.id}
            lang={contentLang(announcement.language)}
            className={styles.line}
            style={reducedMotion ? undefined : { transform: `translateY(${-100 * shown}%)` }}
          >
            <Link
              to={noticePath(index)}
              className={styles.link}
              tabIndex={reducedMotion || position === shown ? undefined : -1}
              onFocus={() => setHeld(true)}
              onBlur={() => setHeld(false)}
            >
              {announcement.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
