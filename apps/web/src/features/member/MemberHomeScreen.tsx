import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { Shortcuts } from './Shortcuts.tsx';

/**
 * /m/member/home, for real members (spec §6): the profile card and the shortcuts. The status template's
 * mem_cen '1' gives the new member centre (hero card, tiles), anything else the base one (card, rows).
 */
export default function MemberHomeScreen() {
  const gate = useMemberGate();
  const { info } = useSystemStatus();
  if (gate === 'guest') return null;
  if (gate === 'free') return <FreeAccountNotice />;
  const variant = info.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
  return (
    <Screen data-template={variant}>
      <ProfileCard variant={variant} />
      <Shortcuts variant={variant} />
    </Screen>
  );
}
