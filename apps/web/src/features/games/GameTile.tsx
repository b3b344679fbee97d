import { type Game, tileStyle } from '@lobby/contract';
import { Star } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { LazyImage } from '../../shared/ui/CdnImage.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { GAME_ART_SIZE } from '../../shared/ui/picture-sizes.ts';
import styles from './GameTile.module.css';

interface GameTileProps {
  game: Game;
  favourite: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  /** A tile of the list's first row: its picture is asked for at once (decision 0099). */
  firstRow?: boolean;
}

/**
 * A game: icon (loaded 100 px before it scrolls into view), name, vendor and the favourite star. Colour style
 * 1 to 4 comes from telNodeId modulo 4. Memoised: a grid drawing its later tiles, or a row its next ones, leaves
 * the tiles already drawn alone (decision 0086).
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  onOpen,
  onToggleFavourite,
  firstRow = false,
}: GameTileProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.tile} data-style={tileStyle(game.telNodeId)}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)}>
        <LazyImage
          path={game.mobileSmallIcon || game.iconUrl}
          alt=""
          className={styles.art}
          imgClassName={styles.img}
          width={GAME_ART_SIZE}
          height={GAME_ART_SIZE}
          first={firstRow}
        />
        <span className={styles.text}>
          <span className={styles.name} dir="auto">
            {game.gameName}
          </span>{' '}
          <span className={styles.vendor}>{game.displayName}</span>
        </span>
      </button>
      <button
        type="button"
        className={styles.star}
        aria-pressed={favourite}
        aria-label={t('games.favourite', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        <Icon icon={Star} size={16} />
      </button>
    </div>
  );
});

/**
 * A grey tile of the same size while a list loads, so nothing moves when the games arrive. Memoised: a grid
 * drawing its tiles a few per task leaves the waiting ones alone.
 */
export const GameTileSkeleton = memo(function GameTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <span className={styles.artSkeleton} />
      <span className={styles.text}>
        <span className={styles.bar} />
        <span className={styles.barShort} />
      </span>
    </div>
  );
});
