import { LobbyScreen } from './LobbyScreen.tsx';

/** /m/slotsCenter: the game lobby, focused on slots (RNG): their vendors and games. */
export default function SlotsCenterScreen() {
  return <LobbyScreen focus="RNG" />;
}
