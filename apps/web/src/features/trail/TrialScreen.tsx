import { CirclePlay } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function TrialScreen() {
  return <ScreenPlaceholder icon={CirclePlay} />;
}
