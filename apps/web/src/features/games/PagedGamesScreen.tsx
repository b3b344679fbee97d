import type { Game } from '@lobby/contract';
import type { ComponentProps } from 'react';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { type LoadingQuery, QueryState } from '../../shared/ui/QueryState.tsx';
import { GameGrid } from './GameGrid.tsx';
import styles from './GameScreens.module.css';
import { InfinitePageBar } from './PageBar.tsx';

type PagedGamesQuery = Omit<ComponentProps<typeof InfinitePageBar>['query'], 'data'> &
  LoadingQuery<{ pages: { games: readonly Game[]; totalPages: number }[] }>;

interface PagedGamesScreenProps extends Omit<ComponentProps<typeof GameGrid>, 'games'> {
  query: PagedGamesQuery;
  /** Show the empty state instead of loading (a list the visitor cannot have, e.g. a guest's favourites). */
  none?: boolean;
}

/** A screen of one paged game list: the header, the games of every loaded page, and the more button. */
export function PagedGamesScreen({ query, none = false, ...grid }: PagedGamesScreenProps) {
  return (
    <>
      <Header />
      <div className={styles.screen}>
        {none ? (
          <GameGrid games={[]} {...grid} />
        ) : (
          <QueryState query={query} skeleton={<GameGrid games={undefined} {...grid} />}>
            {(data) => {
              const games = data.pages.flatMap((page) => page.games);
              return (
                <>
                  <GameGrid games={games} {...grid} />
                  {games.length ? <InfinitePageBar query={query} /> : null}
                </>
              );
            }}
          </QueryState>
        )}
      </div>
    </>
  );
}
