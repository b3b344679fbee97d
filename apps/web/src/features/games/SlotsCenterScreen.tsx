import { Cherry } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function SlotsCenterScreen() {
  return <ScreenPlaceholder icon={Cherry} />;
}
