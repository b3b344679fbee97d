import { API, type ConsoleMemberFile } from '@lobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { apiRequest } from '../../shared/api/client.ts';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { AdjustmentForm } from '../adjustments/index.ts';
import { ProtectionPanel } from '../protection/index.ts';
import { TurnoverPanel } from '../rewards/index.ts';
import { MemberActions } from './MemberActions.tsx';
import { MemberHeader } from './MemberHeader.tsx';
import styles from './MemberPage.module.css';
import { MemberRecords } from './MemberRecords.tsx';
import { membersAddress } from './member-search.ts';
import { memberQueryKey } from './use-member-write.ts';

/** One member's file: profile, actions the role allows, and the lists (ledger, bets, ... linked accounts). */
export function MemberPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const file = useQuery({
    queryKey: memberQueryKey(id),
    queryFn: () =>
      apiRequest<ConsoleMemberFile>(API.getConsoleMember.path.replace(':id', encodeURIComponent(id))),
  });
  return (
    <>
      <Link href={membersAddress()} className={styles.back}>
        <ArrowLeft aria-hidden size={18} />
        {t('member.back')}
      </Link>
      <QueryView query={file}>
        {(data) => (
          <>
            <MemberHeader profile={data.profile} lock={data.lock} />
            <MemberActions memberId={id} username={data.profile.username} locked={data.lock.locked} />
            <div className={styles.money}>
              <AdjustmentForm
                memberId={id}
                onAdjusted={() => queryClient.invalidateQueries({ queryKey: memberQueryKey(id) })}
              />
              <TurnoverPanel memberId={id} />
            </div>
            <ProtectionPanel memberId={id} />
            <MemberRecords file={data} />
          </>
        )}
      </QueryView>
    </>
  );
}
