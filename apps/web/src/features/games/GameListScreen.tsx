import { DEFAULT_GAME_TYPE, type GameCategory } from '@lobby/contract';
import { useSearchParams } from 'wouter';
import { gameListPath } from '../../shared/game-categories.ts';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { parseBrowse } from './browse-state.ts';
import { CategoryMenu } from './CategoryMenu.tsx';
import GameBrowser from './GameBrowser.tsx';
import styles from './GameScreens.module.css';

const DEFAULT_TYPE: GameCategory = DEFAULT_GAME_TYPE;

/** /m/gameList?gameType=..&vassalage=..: the sticky category menu above the game browser (RNG by default). */
export default function GameListScreen() {
  const [search] = useSearchParams();
  const { gameType } = parseBrowse(search, DEFAULT_TYPE);
  return (
    <>
      <Header />
      <div className={styles.screen}>
        <CategoryMenu current={gameType} hrefOf={(category) => gameListPath(category)} sticky />
        <GameBrowser defaultType={DEFAULT_TYPE} />
      </div>
    </>
  );
}
