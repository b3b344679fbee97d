import { Dices } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function GameCenterScreen() {
  return <ScreenPlaceholder icon={Dices} />;
}
