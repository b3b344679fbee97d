import type { Announcement } from '@lobby/contract';
import { Megaphone, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useOnScreen } from '../../shared/hooks/use-on-screen.ts';
import { useReducedMotion } from '../../shared/hooks/use-reduced-motion.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './AnnouncementBar.module.css';

/** The marquee runs at 30 frames a second (spec §9): a frame at most every ~33 ms. */
export const MARQUEE_FRAME_MS = 33;
/** How fast the text moves, in CSS pixels a second. */
const MARQUEE_SPEED_PX = 36;

export const noticePath = (index: number): string => `${ROUTE_PATHS.notice}?index=${index}`;

/** Where the text stands after `elapsedMs`; it wraps around after one copy of the items. */
export const marqueeOffset = (offset: number, elapsedMs: number, loopWidth: number): number => {
  const next = offset + (MARQUEE_SPEED_PX * elapsedMs) / 1000;
  return loopWidth > 0 ? next % loopWidth : 0;
};

export interface NumberedAnnouncement {
  announcement: Announcement;
  /** Its position in the notice screen's list. */
  index: number;
}

/**
 * The scrolling announcement bar: titles move from the end to the start at 30 fps (requestAnimationFrame,
 * throttled), pausing on hover and focus, by the pause button, off screen or in a hidden page, and standing still (scrollable by hand) for
 * reduced motion. Tapping a title opens /m/notice with its index.
 */
export function AnnouncementBar({ items }: { items: readonly NumberedAnnouncement[] | undefined }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = useReducedMotion();
  const [bar, onScreen] = useOnScreen();
  const moving = !stopped && !held && !reducedMotion && onScreen && !!items?.length;

  useEffect(() => {
    const element = track.current;
    if (!moving || !element) {
      if (element && reducedMotion) element.style.transform = '';
      return;
    }
    const sign = getComputedStyle(element).direction === 'rtl' ? 1 : -1;
    let frame = 0;
    let last: number | undefined;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (last !== undefined && now - last < MARQUEE_FRAME_MS) return;
      // The copy is half the track: moving by that much looks the same, so the loop has no seam.
      offset.current = marqueeOffset(
        offset.current,
        last === undefined ? 0 : now - last,
        element.scrollWidth / 2,
      );
      last = now;
      element.style.transform = `translateX(${sign * offset.current}px)`;
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [moving, reducedMotion]);

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
        <div ref={track} className={styles.track}>
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
