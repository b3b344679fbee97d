import { Handshake } from 'lucide-react';
import { ScreenPlaceholder } from '../shell/index.ts';

export default function AgentRegisterScreen() {
  return <ScreenPlaceholder icon={Handshake} />;
}
