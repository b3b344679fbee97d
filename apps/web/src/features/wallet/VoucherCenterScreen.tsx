import { Wallet } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function VoucherCenterScreen() {
  return <ScreenPlaceholder icon={Wallet} />;
}
