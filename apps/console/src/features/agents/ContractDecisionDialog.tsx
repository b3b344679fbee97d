import type { ConsoleContractRequest } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { CONTRACT_REQUESTS_QUERY_KEY, reviewContractRequest } from './agents-api.ts';
import { TierTable } from './TierTable.tsx';

interface Props {
  request: ConsoleContractRequest;
  approve: boolean;
  onClose: () => void;
}

/**
 * Approves a contract request as offered (it is paid from its next whole period) or rejects it with a reason.
 * The queue reloads either way: a request someone else decided (409) shows its decision.
 */
export function ContractDecisionDialog({ request, approve, onClose }: Props) {
  const { t } = useTranslation();
  const subject = { agent: request.agentUsername, kind: t(`agents.kinds.${request.kind}`) };
  return (
    <DecisionDialog
      title={t(approve ? 'agents.approveTitle' : 'agents.rejectTitle')}
      text={t(approve ? 'agents.approveText' : 'agents.rejectText', subject)}
      submitLabel={t(approve ? 'agents.approve' : 'agents.reject')}
      reasonLabel={t('agents.reason')}
      approve={approve}
      queryKey={CONTRACT_REQUESTS_QUERY_KEY}
      send={(body, csrfToken) => reviewContractRequest(request.id, body, csrfToken)}
      onClose={onClose}
    >
      <TierTable kind={request.kind} plan={request.plan} caption={t('agents.termsOf', subject)} />
    </DecisionDialog>
  );
}
