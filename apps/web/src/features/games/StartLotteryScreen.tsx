import { TicketCheck } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function StartLotteryScreen() {
  return <ScreenPlaceholder icon={TicketCheck} />;
}
