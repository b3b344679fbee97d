import { Trophy } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function LeaderBoardScreen() {
  return <ScreenPlaceholder icon={Trophy} />;
}
