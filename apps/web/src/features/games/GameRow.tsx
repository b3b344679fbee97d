import type { Game } from '@lobby/contract';
import styles from './GameRow.module.css';
import { GameTile, GameTileSkeleton } from './GameTile.tsx';
import { useFavourite, useOpenGame } from './use-game-actions.ts';

const SKELETONS = 4;

/** A horizontally scrolling row of game tiles (home sections); skeletons until the games arrive. */
export function GameRow({ games, label }: { games: readonly Game[] | undefined; label: string }) {
  const open = useOpenGame();
  const favourite = useFavourite();
  return (
    <ul className={styles.row} aria-label={label} aria-busy={games ? undefined : true}>
      {games
        ? games.map((game) => (
            <li key={game.nodeId} className={styles.item}>
              <GameTile
                game={game}
                favourite={favourite.isFavourite(game.nodeId)}
                onOpen={open}
                onToggleFavourite={favourite.toggle}
              />
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
