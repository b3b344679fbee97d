import { FreeAccountNotice, useMemberGate } from '../shell/index.ts';
import styles from './Agents.module.css';
import { ReferralLink } from './ReferralLink.tsx';

/** /m/inviteFriends: the referral link as a page (guests log in first; free accounts are refused). */
export default function InviteFriendsScreen() {
  const gate = useMemberGate();
  if (gate === 'guest') return null;
  if (gate === 'free') return <FreeAccountNotice />;
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <ReferralLink />
      </section>
    </div>
  );
}
