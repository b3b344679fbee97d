import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { ReferralLink } from './ReferralLink.tsx';

/** /m/inviteFriends: the referral link as a page (guests log in first; free accounts are refused). */
export default function InviteFriendsScreen() {
  const gate = useMemberGate();
  if (gate === 'guest') return null;
  if (gate === 'free') return <FreeAccountNotice />;
  return (
    <Screen>
      <Card>
        <ReferralLink />
      </Card>
    </Screen>
  );
}
