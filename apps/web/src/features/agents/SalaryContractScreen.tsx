import { FileSignature } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function SalaryContractScreen() {
  return <ScreenPlaceholder icon={FileSignature} />;
}
