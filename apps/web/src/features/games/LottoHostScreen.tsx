import { Ticket } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function LottoHostScreen() {
  return <ScreenPlaceholder icon={Ticket} />;
}
