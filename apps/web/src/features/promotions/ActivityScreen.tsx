import { BadgePercent } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function ActivityScreen() {
  return <ScreenPlaceholder icon={BadgePercent} />;
}
