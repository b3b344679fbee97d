import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import styles from './Agents.module.css';
import { fetchAgent } from './agents-api.ts';
import { DownlineTable } from './DownlineTable.tsx';
import { TierTable } from './TierTable.tsx';

interface Shown {
  id: string;
  username: string;
  page: number;
}

/**
 * An agent's contracts (the latest of each kind, with its tiers and status) and its direct downline, a page
 * at a time; a sub-agent of the downline opens in its place, and Back returns to the agent above.
 */
export function AgentDialog({
  agentId,
  username,
  onClose,
}: {
  agentId: string;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<Shown[]>([{ id: agentId, username, page: 1 }]);
  const current = trail.at(-1) as Shown;
  const above = trail.at(-2);
  const agent = useQuery({
    queryKey: ['console-agent', current.id, current.page],
    queryFn: () => fetchAgent(current.id, current.page),
    placeholderData: keepPreviousData,
  });
  const showPage = (page: number) => setTrail([...trail.slice(0, -1), { ...current, page }]);
  return (
    <Dialog title={t('agents.agentTitle', { agent: current.username })} onClose={onClose} wide>
      {above ? (
        <Button variant="secondary" onClick={() => setTrail(trail.slice(0, -1))}>
          {t('agents.backTo', { agent: above.username })}
        </Button>
      ) : null}
      <QueryView query={agent}>
        {(shown) => (
          <div className={styles.agent}>
            <h3>{t('agents.contracts')}</h3>
            {shown.contracts.length === 0 ? <p>{t('agents.noContracts')}</p> : null}
            {shown.contracts.map((contract) => (
              <TierTable
                key={contract.id}
                kind={contract.kind}
                plan={contract.plan}
                caption={t('agents.contractCaption', {
                  kind: t(`agents.kinds.${contract.kind}`),
                  status: t(`agents.statuses.${contract.status}`),
                })}
              />
            ))}
            <h3>{t('agents.downline', { total: shown.downlineCount })}</h3>
            <DownlineTable
              agent={shown}
              onPage={showPage}
              onOpen={(member) => setTrail([...trail, { id: member.id, username: member.username, page: 1 }])}
            />
          </div>
        )}
      </QueryView>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('agents.close')}
        </Button>
      </div>
    </Dialog>
  );
}
