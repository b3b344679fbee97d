import { Rocket } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function LaunchGameScreen() {
  return <ScreenPlaceholder icon={Rocket} />;
}
