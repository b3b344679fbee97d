import { Smartphone } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function AppDownloadScreen() {
  return <ScreenPlaceholder icon={Smartphone} />;
}
