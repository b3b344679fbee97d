import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { AgentDialog } from './AgentDialog.tsx';
import { ContractRequestsSection } from './ContractRequestsSection.tsx';
import { PayoutsSection } from './PayoutsSection.tsx';

/**
 * /agents (decision 0058): the contract requests queue (approve, reject with a reason), an agent's contract
 * terms and downline, and the contract payouts with hold and release.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const [agent, setAgent] = useState<{ id: string; username: string }>();
  return (
    <>
      <PageTitle text={t('agents.title')} />
      <ContractRequestsSection onOpenAgent={(id, username) => setAgent({ id, username })} />
      <PayoutsSection />
      {agent && (
        <AgentDialog agentId={agent.id} username={agent.username} onClose={() => setAgent(undefined)} />
      )}
    </>
  );
}
