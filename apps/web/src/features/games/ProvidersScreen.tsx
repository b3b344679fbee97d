import { HOT_PROVIDERS, PAGE_SIZE } from '@lobby/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useCentreCurrent } from '../../shared/hooks/use-centre-current.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { CdnImage } from '../../shared/ui/CdnImage.tsx';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { LOGO_HEIGHT, LOGO_WIDTH } from '../../shared/ui/picture-sizes.ts';
import { type LoadingQuery, QueryState } from '../../shared/ui/QueryState.tsx';
import { gameListPagesQuery } from './api/get-game-list.ts';
import { useGameVendorsQuery } from './api/get-game-vendors.ts';
import { GameGrid } from './GameGrid.tsx';
import { InfinitePageBar } from './PageBar.tsx';
import styles from './ProvidersScreen.module.css';
import { allVendors, providerPath } from './vendor-summary.ts';

const isHot = (vassalage: string): boolean => (HOT_PROVIDERS as readonly string[]).includes(vassalage);

/**
 * /m/providers?vassalage=X: a strip of every provider with its game count (a fire on the hot ones: JL, FC,
 * BGS, PG), and the chosen provider's games (the first provider by default).
 */
export default function ProvidersScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { info } = useSystemStatus();
  const language = useLanguage();
  const vendorsQuery = useGameVendorsQuery();
  const data = vendorsQuery.data;
  const vendors = data ? allVendors(data) : undefined;
  const asked = search.get('vassalage')?.toUpperCase();
  const chosen = vendors?.find((vendor) => vendor.vassalage === asked) ?? vendors?.[0];
  const headingId = useId();
  const strip = useRef<HTMLUListElement>(null);
  useCentreCurrent(strip, `${chosen?.vassalage}:${vendors?.length}`);
  const query = useInfiniteQuery({
    ...gameListPagesQuery({
      merchant: info.merchantCode,
      language,
      pageSize: PAGE_SIZE.gameList,
      vassalage: chosen?.vassalage ?? '',
    }),
    enabled: chosen !== undefined,
  });
  const pages = query.data?.pages;
  const games = pages?.flatMap((page) => page.games);
  const label = chosen?.displayName ?? t('routes.providers');

  return (
    <>
      <Header />
      <div className={styles.screen}>
        <nav aria-label={t('routes.providers')} className={styles.stripWrap}>
          <ul ref={strip} className={styles.strip}>
            {(vendors ?? []).map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  to={providerPath(vendor.vassalage)}
                  replace
                  className={styles.provider}
                  aria-current={vendor.vassalage === chosen?.vassalage ? 'page' : undefined}
                >
                  <CdnImage
                    path={vendor.logoUrl}
                    alt=""
                    className={styles.logo}
                    width={LOGO_WIDTH}
                    height={LOGO_HEIGHT}
                  />
                  <span className={styles.name}>{vendor.displayName}</span>
                  <span className={styles.count}>{t('games.count', { count: vendor.gameCount })}</span>
                  {isHot(vendor.vassalage) ? (
                    <span className={styles.hot} title={t('games.hotProvider')}>
                      <Icon icon={Flame} size={14} />
                      <span className="visually-hidden">{t('games.hotProvider')}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
            {vendors ? null : [0, 1, 2, 3].map((key) => <li key={key} className={styles.skeleton} />)}
          </ul>
        </nav>
        <section aria-labelledby={headingId} className={styles.games}>
          <h2 id={headingId} className={styles.heading}>
            {chosen ? chosen.displayName : '\u00a0'}
            {pages?.[0] ? (
              <span className={styles.total}>{t('games.count', { count: pages[0].totalCount })}</span>
            ) : null}
          </h2>
          <QueryState
            query={chosen ? query : (vendorsQuery as LoadingQuery<unknown>)}
            skeleton={<GameGrid games={undefined} label={label} />}
          >
            {() => (
              <>
                <GameGrid games={games ?? []} label={label} />
                {games?.length ? <InfinitePageBar query={query} /> : null}
              </>
            )}
          </QueryState>
        </section>
      </div>
    </>
  );
}
