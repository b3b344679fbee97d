import {
  API,
  type ConsoleMemberLockState,
  type EndedMemberSessions,
  type EndMemberSessionsRequest,
  type SetMemberLockRequest,
} from '@lobby/contract';
import { Lock, LockOpen, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import styles from './MemberPage.module.css';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useMayDo, useMemberWrite } from './use-member-write.ts';

type Asking = 'lock' | 'endSessions' | null;
/** What was done, kept as a text key so a language switch translates it too. */
type Done =
  | { key: 'member.lockedDone' | 'member.unlockedDone'; username: string }
  | { key: 'member.endedDone'; count: number };

/** Lock or unlock and end sessions, each shown only to roles that may, each asking a reason first. */
export function MemberActions({
  memberId,
  username,
  locked,
}: {
  memberId: string;
  username: string;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const mayDo = useMayDo();
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState<Done | null>(null);
  const setLock = useMemberWrite<SetMemberLockRequest, ConsoleMemberLockState>(
    memberId,
    'PUT',
    API.setConsoleMemberLock.path,
  );
  const endSessions = useMemberWrite<EndMemberSessionsRequest, EndedMemberSessions>(
    memberId,
    'POST',
    API.endConsoleMemberSessions.path,
  );
  const mayLock = mayDo('setConsoleMemberLock');
  const mayEnd = mayDo('endConsoleMemberSessions');
  if (!mayLock && !mayEnd) return null;
  const open = (which: Exclude<Asking, null>) => {
    setLock.reset();
    endSessions.reset();
    setDone(null);
    setAsking(which);
  };
  return (
    <section className={styles.actions} aria-label={t('member.actions')}>
      {mayLock && (
        <Button variant={locked ? 'secondary' : 'primary'} onClick={() => open('lock')}>
          {locked ? <LockOpen aria-hidden size={18} /> : <Lock aria-hidden size={18} />}
          {t(locked ? 'member.unlock' : 'member.lock')}
        </Button>
      )}
      {mayEnd && (
        <Button variant="secondary" onClick={() => open('endSessions')}>
          <LogOut aria-hidden size={18} />
          {t('member.endSessions')}
        </Button>
      )}
      <p role="status" className={styles.done}>
        {done ? t(done.key, done) : ''}
      </p>
      {asking === 'lock' && (
        <ReasonDialog
          title={t(locked ? 'member.unlockTitle' : 'member.lockTitle', { username })}
          hint={t(locked ? 'member.unlockHint' : 'member.lockHint')}
          confirmLabel={t(locked ? 'member.unlock' : 'member.lock')}
          pending={setLock.isPending}
          error={setLock.error}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            setLock.mutate(
              { locked: !locked, reason },
              {
                onSuccess: (state) => {
                  setAsking(null);
                  setDone({ key: state.locked ? 'member.lockedDone' : 'member.unlockedDone', username });
                },
              },
            )
          }
        />
      )}
      {asking === 'endSessions' && (
        <ReasonDialog
          title={t('member.endTitle', { username })}
          hint={t('member.endHint')}
          confirmLabel={t('member.endSessions')}
          pending={endSessions.isPending}
          error={endSessions.error}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            endSessions.mutate(
              { reason },
              {
                onSuccess: ({ ended }) => {
                  setAsking(null);
                  setDone({ key: 'member.endedDone', count: ended });
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
