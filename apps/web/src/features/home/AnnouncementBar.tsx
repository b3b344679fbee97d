import type { Announcement } from '@lobby/contract';
import { Megaphone, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useOnScreen } from '../../shared/hooks/use-on-screen.ts';
import { useReducedMotion } from '../../shared/hooks/use-reduced-motion.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './AnnouncementBar.module.css';

/** The marquee runs at 30 frames a second (spec §9). */
export const MARQUEE_FPS = 30;
/** How fast the text moves, in CSS pixels a second. */
const MARQUEE_SPEED_PX = 36;

/**
 * The CSS animation moving the titles by one copy of them (`loopWidth` px, half the track) at the marquee's
 * speed, in steps of one frame at 30 frames a second.
 */
export function marqueeTiming(loopWidth: number): { seconds: number; steps: number } {
  const seconds = loopWidth / MARQUEE_SPEED_PX;
  return { seconds, steps: Math.max(1, Math.round(seconds * MARQUEE_FPS)) };
}

export const noticePath = (index: number): string => `${ROUTE_PATHS.notice}?index=${index}`;

export interface NumberedAnnouncement {
  announcement: Announcement;
  /** Its position in the notice screen's list. */
  index: number;
}

/**
 * The scrolling announcement bar: titles move from the end to the start at 30 fps, pausing on hover and
 * focus, by the pause button, off screen or in a hidden page, and standing still (scrollable by hand) for
 * reduced motion. Tapping a title opens /m/notice with its index. The movement is a CSS animation, which
 * the compositor runs without the main thread (a script moving it each frame cost seconds of a mid-range
 * phone's main thread while home loads, decision 0074).
 */
export function AnnouncementBar({ items }: { items: readonly NumberedAnnouncement[] | undefined }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const [bar, onScreen] = useOnScreen();
  const moving = !stopped && !held && !reducedMotion && onScreen && !!items?.length;

  // The loop's length is the width of one copy of the titles, taken from a ResizeObserver: it reports after
  // the browser's own layout, where reading scrollWidth in a layout effect forced a layout of the whole page
  // each time the bar rendered while home loaded (decision 0078).
  useEffect(() => {
    const element = track.current;
    if (!element || !items?.length || reducedMotion || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { seconds, steps } = marqueeTiming(entry.contentRect.width / 2);
      const sign = getComputedStyle(element).direction === 'rtl' ? 1 : -1;
      element.style.setProperty('--marquee-seconds', `${seconds}s`);
      element.style.setProperty('--marquee-steps', String(steps));
      element.style.setProperty('--marquee-to', `${sign * 50}%`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [items, reducedMotion]);

  // While loading, an empty bar keeps its place so nothing below moves; without announcements, no bar.
  if (!items) return <div className={styles.bar} aria-hidden="true" />;
  if (items.length === 0) return null;
  const copy = (hidden: boolean) =>
    items.map(({ announcement, index }) => (
      <Link
        key={`${hidden ? 'copy-' : ''}${announcement.id}`}
        to={noticePath(index)}
        className={styles.item}
        lang={contentLang(announcement.language)}
        tabIndex={hidden ? -1 : undefined}
      >
        {announcement.title}
      </Link>
    ));

  return (
    <section
      ref={bar}
      className={styles.bar}
      aria-label={t('home.announcements')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <span className={styles.icon}>
        <Icon icon={Megaphone} size={18} />
      </span>
      <div className={reducedMotion ? `${styles.viewport} ${styles.still}` : styles.viewport}>
        <div
          ref={track}
          className={reducedMotion ? styles.track : `${styles.track} ${styles.marquee}`}
          data-paused={moving ? undefined : ''}
        >
          {copy(false)}
          {reducedMotion ? null : <span aria-hidden="true">{copy(true)}</span>}
        </div>
      </div>
      {reducedMotion ? null : (
        <button
          type="button"
          className={styles.pause}
          aria-label={t(stopped ? 'home.playAnnouncements' : 'home.pauseAnnouncements')}
          onClick={() => setStopped(!stopped)}
        >
          <Icon icon={stopped ? Play : Pause} size={14} />
        </button>
      )}
    </section>
  );
}
