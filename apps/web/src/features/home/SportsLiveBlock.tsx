import type { Banner } from '@lobby/contract';
import { Tv } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { contentLang } from '../../shared/i18n/language-tags.ts';
import { LazyImage } from '../../shared/ui/CdnImage.tsx';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { BannerLink } from './BannerLink.tsx';
import { sportsLiveBanners } from './home-rules.ts';
import { Section } from './Section.tsx';
import styles from './SportsLiveBlock.module.css';

/** The sports-and-live block: the m_game banners that have a url, as cards. */
export function SportsLiveBlock({ banners }: { banners: readonly Banner[] | undefined }) {
  const { t } = useTranslation();
  const cards = banners ? sportsLiveBanners(banners) : [];
  if (banners && cards.length === 0) return null;
  return (
    <Section title={t('home.sportsLive')} icon={Tv}>
      <ul className={styles.grid}>
        {cards.map((banner) => (
          <li key={banner.bannerId}>
            <BannerLink url={banner.url ?? ''} className={styles.card}>
              {/* Named by text, not by the picture, which arrives only as the card nears the viewport. */}
              <LazyImage
                path={banner.imageUrl}
                alt=""
                className={styles.art}
                imgClassName={styles.img}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
              />
              <span className="visually-hidden" lang={contentLang(banner.language)}>
                {banner.title}
              </span>
            </BannerLink>
          </li>
        ))}
        {banners ? null : [0, 1, 2, 3].map((key) => <li key={key} className={styles.art} />)}
      </ul>
    </Section>
  );
}
