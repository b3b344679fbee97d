import { BANNER_AUTOPLAY_MS, type Banner } from '@lobby/contract';
import { Pause, Play } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useAfterFirstPaint } from '../../shared/first-paint.ts';
import { useOnScreen } from '../../shared/hooks/use-on-screen.ts';
import { useReducedMotion } from '../../shared/hooks/use-reduced-motion.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { useHomeBanners, useLiveModels } from '../content/index.ts';
import styles from './BannerCarousel.module.css';
import { BannerLink } from './BannerLink.tsx';
import { carouselBanners } from './home-rules.ts';

/**
 * Memoised: the carousel re-renders on every slide change, its slides need not (decision 0086). Only the first
 * slide draws its picture at once; the others ask for theirs once that first view has painted (decision 0112).
 */
const Slide = memo(function Slide({
  banner,
  first,
  drawn,
}: {
  banner: Banner;
  first: boolean;
  drawn: boolean;
}) {
  if (!drawn) return null;
  const image = (
    <CdnImage
      path={banner.imageUrl}
      alt={banner.title}
      lang={contentLang(banner.language)}
      className={styles.image}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  return banner.url ? (
    <BannerLink url={banner.url} className={styles.link}>
      {image}
    </BannerLink>
  ) : (
    image
  );
});

/**
 * The banner carousel: m_home banners, and m_live ones while live models exist. Swipeable (scroll snap);
 * with more than one banner it moves on every 5 s and loops, pausing while hovered or focused, off screen or
 * in a hidden page, when the player pauses it, and for players who asked for reduced motion.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useHomeBanners();
  const liveModels = useLiveModels();
  const slides = banners ? carouselBanners(banners, liveModels?.length ?? 0) : [];
  const scroller = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const painted = useAfterFirstPaint();
  const [carousel, onScreen] = useOnScreen();
  const count = slides.length;
  const playing = count > 1 && !stopped && !reducedMotion;

  useEffect(() => {
    const element = scroller.current;
    if (!playing || hovered || focused || !onScreen || !element) return;
    const timer = setTimeout(() => {
      const next = (index + 1) % count;
      // Right-to-left scrollers count leftwards from 0.
      const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
      element.scrollTo({ left: direction * next * element.clientWidth, behavior: 'smooth' });
      setIndex(next);
    }, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, hovered, focused, onScreen, index, count]);

  const onScroll = () => {
    const element = scroller.current;
    if (element?.clientWidth) setIndex(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };

  return (
    <section
      ref={carousel}
      className={styles.carousel}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={scroller} className={styles.track} aria-live={playing ? 'off' : 'polite'} onScroll={onScroll}>
        {slides.length === 0 ? <div className={styles.skeleton} aria-hidden="true" /> : null}
        {slides.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form fieldset
          <div
            key={banner.bannerId}
            className={styles.slide}
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideOf', { current: position + 1, total: count })}
          >
            <Slide banner={banner} first={position === 0} drawn={position === 0 || painted} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <span className={styles.dots} aria-hidden="true">
            {slides.map((banner, position) => (
              <span key={banner.bannerId} className={position === index ? styles.dotActive : styles.dot} />
            ))}
          </span>
          {reducedMotion ? null : (
            <button
              type="button"
              className={styles.pause}
              aria-label={t(stopped ? 'home.playSlides' : 'home.pauseSlides')}
              onClick={() => setStopped(!stopped)}
            >
              <Icon icon={stopped ? Play : Pause} size={14} />
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
