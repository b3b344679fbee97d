import { Banknote } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function WithdrawScreen() {
  return <ScreenPlaceholder icon={Banknote} />;
}
