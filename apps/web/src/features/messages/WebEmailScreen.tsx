import { Mail } from 'lucide-react';
import { FreeAccountNotice, ScreenPlaceholder, useMemberGate } from '../shell/index.ts';

/** The inbox: real members only (spec §6); its content arrives with the message centre issue. */
export default function WebEmailScreen() {
  const gate = useMemberGate();
  if (gate === 'guest') return null;
  return gate === 'free' ? <FreeAccountNotice /> : <ScreenPlaceholder icon={Mail} />;
}
