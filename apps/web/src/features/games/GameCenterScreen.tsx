import { LobbyScreen } from './LobbyScreen.tsx';

/** /m/gameCenter: the game lobby, every category with its vendors. */
export default function GameCenterScreen() {
  return <LobbyScreen />;
}
