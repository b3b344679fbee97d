import { CircleDollarSign } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function DividendContractScreen() {
  return <ScreenPlaceholder icon={CircleDollarSign} />;
}
