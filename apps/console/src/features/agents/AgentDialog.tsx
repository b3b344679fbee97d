import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import styles from './Agents.module.css';
import { fetchAgent } from './agents-api.ts';
import { TierTable } from './TierTable.tsx';

/** An agent's contracts (the latest of each kind, with its tiers and status) and its direct downline. */
export function AgentDialog({
  agentId,
  username,
  onClose,
}: {
  agentId: string;
  username: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const agent = useQuery({ queryKey: ['console-agent', agentId], queryFn: () => fetchAgent(agentId) });
  return (
    <Dialog title={t('agents.agentTitle', { agent: username })} onClose={onClose}>
      <QueryView query={agent}>
        {(shown) => (
          <div className={styles.agent}>
            <h3>{t('agents.contracts')}</h3>
            {shown.contracts.length === 0 ? <p>{t('agents.noContracts')}</p> : null}
            {shown.contracts.map((contract) => (
              <div key={contract.id}>
                <TierTable
                  kind={contract.kind}
                  plan={contract.plan}
                  caption={t('agents.contractCaption', {
                    kind: t(`agents.kinds.${contract.kind}`),
                    status: t(`agents.statuses.${contract.status}`),
                  })}
                />
              </div>
            ))}
            <h3>{t('agents.downline', { total: shown.downlineCount })}</h3>
            {shown.downline.length === 0 ? (
              <p>{t('agents.noDownline')}</p>
            ) : (
              <table className={styles.tiers}>
                <caption>{t('agents.downlineOf', { agent: shown.username })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agents.member')}</th>
                    <th scope="col">{t('agents.memberType')}</th>
                    <th scope="col">{t('agents.joined')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.downline.map((member) => (
                    <tr key={member.id}>
                      <td>{member.username}</td>
                      <td>{t(member.type === 0 ? 'agents.typeMember' : 'agents.typeAgent')}</td>
                      <td>{formatDateTime(member.createdAt, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
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
