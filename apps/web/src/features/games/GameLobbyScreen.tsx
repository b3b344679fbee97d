import { LobbyScreen } from './LobbyScreen.tsx';

/** /m/game: the game lobby, every category with its vendors. */
export default function GameLobbyScreen() {
  return <LobbyScreen />;
}
