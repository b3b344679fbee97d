import { Ticket } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function LotteryScreen() {
  return <ScreenPlaceholder icon={Ticket} />;
}
