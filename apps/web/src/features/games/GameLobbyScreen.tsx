import { Gamepad2 } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function GameLobbyScreen() {
  return <ScreenPlaceholder icon={Gamepad2} />;
}
