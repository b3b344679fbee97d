import { PAGE_SIZE } from '@lobby/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { Header } from '../shell/index.ts';
import { useSystemStatus } from '../status-gate/index.ts';
import { hotGamesPagesQuery } from './api/get-hot-games.ts';
import { GameGrid } from './GameGrid.tsx';
import styles from './GameScreens.module.css';
import { PageBar } from './PageBar.tsx';

/** /m/hot: the hot games, 9 a page, the more button appending the next. */
export default function HotGamesScreen() {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const query = useInfiniteQuery(hotGamesPagesQuery(info.merchantCode, useLanguage(), PAGE_SIZE.hotGames));
  const pages = query.data?.pages;
  const games = pages?.flatMap((page) => page.games);
  return (
    <>
      <Header />
      <div className={styles.screen}>
        <GameGrid games={games} skeletons={PAGE_SIZE.hotGames} label={t('routes.hot')} />
        {games?.length ? (
          <PageBar
            loadedPages={pages?.length ?? 0}
            totalPages={pages?.at(-1)?.totalPages ?? 0}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        ) : null}
      </div>
    </>
  );
}
