import { Clock } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function HourContractScreen() {
  return <ScreenPlaceholder icon={Clock} />;
}
