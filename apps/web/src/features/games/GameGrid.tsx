import type { Game } from '@lobby/contract';
import { SearchX } from 'lucide-react';
import { useDrawnCount } from '../../shared/hooks/use-after-paint.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import styles from './GameGrid.module.css';
import { GameTile, GameTileSkeleton } from './GameTile.tsx';
import { useFavourite, useOpenGame } from './use-game-actions.ts';

interface GameGridProps {
  games: readonly Game[] | undefined;
  /** Skeleton tiles while the first page loads. */
  skeletons?: number;
  label: string;
  /** Favourites lists drop a game as soon as it stops being a favourite. */
  favouritesOnly?: boolean;
  /** What the empty state says (default: no games found). */
  empty?: { title: string; text: string };
}

/**
 * Tiles in a row of the grid. The first row's pictures are the page's largest paint (decision 0099); the grid
 * draws that row with its first view and a row per task after it (decision 0102).
 */
const ROW = 3;

/** The games' tiles: the first row with the grid, then a row per task (decision 0102). */
function Tiles({ games, favourite }: { games: readonly Game[]; favourite: ReturnType<typeof useFavourite> }) {
  const open = useOpenGame();
  const drawn = useDrawnCount(games.length, ROW, ROW);
  return games.map((game, position) => (
    <li key={game.nodeId}>
      {position < drawn ? (
        <GameTile
          game={game}
          favourite={favourite.isFavourite(game.nodeId)}
          onOpen={open}
          onToggleFavourite={favourite.toggle}
          firstRow={position < ROW}
        />
      ) : (
        <GameTileSkeleton />
      )}
    </li>
  ));
}

/** A grid of game tiles (three a row), skeletons while loading and an empty state without games. */
export function GameGrid({ games, skeletons = 12, label, favouritesOnly = false, empty }: GameGridProps) {
  const { t } = useTranslation();
  const favourite = useFavourite();
  if (!games) {
    return (
      <ul className={`${styles.grid} ${styles.busy}`} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const shown =
    favouritesOnly && favourite.known ? games.filter((game) => favourite.isFavourite(game.nodeId)) : games;
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={empty?.title ?? t('games.emptyTitle')}
        description={empty?.text ?? t('games.emptyText')}
      />
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      <Tiles games={shown} favourite={favourite} />
    </ul>
  );
}
