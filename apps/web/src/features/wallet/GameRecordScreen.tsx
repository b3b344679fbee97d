import { History } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function GameRecordScreen() {
  return <ScreenPlaceholder icon={History} />;
}
