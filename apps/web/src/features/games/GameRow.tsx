import type { Game } from '@lobby/contract';
import { type UIEvent, useState } from 'react';
import styles from './GameRow.module.css';
import { GameTile, GameTileSkeleton } from './GameTile.tsx';
import { useFavourite, useOpenGame } from './use-game-actions.ts';

const SKELETONS = 4;
/** Tiles drawn before the row is swiped: the 3.4 a phone shows and the next ones. */
const FIRST_TILES = 4;

/** How many tiles must be drawn so the next screen-width of the row is ready when it is swiped to. */
function tilesNeeded(row: HTMLElement): number {
  const tile = row.firstElementChild?.getBoundingClientRect().width;
  if (!tile) return FIRST_TILES;
  return Math.ceil((Math.abs(row.scrollLeft) + 2 * row.clientWidth) / tile);
}

/**
 * A horizontally scrolling row of game tiles (home sections); skeletons until the games arrive. Every game
 * has its list item, but only the tiles seen so far (and a screen-width ahead) are drawn, so home stays
 * light with twenty games a section.
 */
export function GameRow({ games, label }: { games: readonly Game[] | undefined; label: string }) {
  const open = useOpenGame();
  const favourite = useFavourite();
  const [drawn, setDrawn] = useState(FIRST_TILES);
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const needed = tilesNeeded(event.currentTarget);
    if (needed > drawn) setDrawn(needed);
  };
  return (
    <ul
      className={games ? styles.row : `${styles.row} ${styles.busy}`}
      aria-label={label}
      aria-busy={games ? undefined : true}
      onScroll={games && games.length > drawn ? onScroll : undefined}
    >
      {games
        ? games.map((game, position) => (
            <li key={game.nodeId} className={styles.item}>
              {position < drawn ? (
                <GameTile
                  game={game}
                  favourite={favourite.isFavourite(game.nodeId)}
                  onOpen={open}
                  onToggleFavourite={favourite.toggle}
                />
              ) : null}
            </li>
          ))
        : Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.item}>
              <GameTileSkeleton />
            </li>
          ))}
    </ul>
  );
}
