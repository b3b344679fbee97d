import { CircleUserRound } from 'lucide-react';
import { FreeAccountNotice, ScreenPlaceholder, useMemberGate } from '../shell/index.ts';

/** The member centre: real members only (spec §6); its content arrives with a later issue. */
export default function MemberHomeScreen() {
  const gate = useMemberGate();
  if (gate === 'guest') return null;
  return gate === 'free' ? <FreeAccountNotice /> : <ScreenPlaceholder icon={CircleUserRound} />;
}
