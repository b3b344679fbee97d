import { and, eq, type SQL, sql } from 'drizzle-orm';
import { games, merchantGames } from '../../db/schema.ts';

/**
 * The switches of games as one merchant sees them (decision 0061): its own (merchant_games) where set, else
 * the catalogue's. Without a merchant, the catalogue's. `join` is the left join that brings the merchant's
 * row; undefined when none is needed.
 */
export interface GameView {
  enabled: SQL<boolean>;
  hot: SQL<boolean>;
  isNew: SQL<boolean>;
  popularity: SQL<number>;
  join: SQL | undefined;
}

export function gameView(merchantCode: string | undefined): GameView {
  if (merchantCode === undefined)
    return {
      enabled: sql<boolean>`${games.enabled}`,
      hot: sql<boolean>`${games.hot}`,
      isNew: sql<boolean>`${games.isNew}`,
      popularity: sql<number>`${games.popularity}`,
      join: undefined,
    };
  return {
    enabled: sql<boolean>`coalesce(${merchantGames.enabled}, ${games.enabled})`,
    hot: sql<boolean>`coalesce(${merchantGames.hot}, ${games.hot})`,
    isNew: sql<boolean>`coalesce(${merchantGames.isNew}, ${games.isNew})`,
    popularity: sql<number>`coalesce(${merchantGames.popularity}, ${games.popularity})`,
    join: and(eq(merchantGames.nodeId, games.nodeId), eq(merchantGames.merchantCode, merchantCode)),
  };
}
