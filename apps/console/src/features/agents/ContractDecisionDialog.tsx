import type { ConsoleContractRequest } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { CONTRACT_REQUESTS_QUERY_KEY, reviewContractRequest } from './agents-api.ts';
import { checkPlan, draftOf } from './plan-draft.ts';
import { TierEditor } from './TierEditor.tsx';
import { TierTable } from './TierTable.tsx';

interface Props {
  request: ConsoleContractRequest;
  approve: boolean;
  onClose: () => void;
}

/**
 * Approves a contract request, as offered or with the tiers the reviewer changed (paid from its next whole
 * period), or rejects it with a reason. The queue reloads either way: a request someone else decided (409)
 * shows its decision.
 */
export function ContractDecisionDialog({ request, approve, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(request.plan));
  const checked = checkPlan(request.kind, draft);
  const plan = 'plan' in checked ? checked.plan : undefined;
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(request.plan));
  const subject = { agent: request.agentUsername, kind: t(`agents.kinds.${request.kind}`) };
  return (
    <DecisionDialog
      title={t(approve ? 'agents.approveTitle' : 'agents.rejectTitle')}
      text={t(approve ? 'agents.approveText' : 'agents.rejectText', subject)}
      submitLabel={t(approve ? 'agents.approve' : 'agents.reject')}
      reasonLabel={t('agents.reason')}
      approve={approve}
      blocked={approve && !plan}
      queryKey={CONTRACT_REQUESTS_QUERY_KEY}
      send={(body, csrfToken) =>
        reviewContractRequest(request.id, approve && changed && plan ? { ...body, plan } : body, csrfToken)
      }
      onClose={onClose}
    >
      {approve ? (
        <TierEditor
          kind={request.kind}
          draft={draft}
          onChange={setDraft}
          problem={'plan' in checked ? undefined : checked}
          caption={t('agents.termsOf', subject)}
        />
      ) : (
        <TierTable kind={request.kind} plan={request.plan} caption={t('agents.termsOf', subject)} />
      )}
    </DecisionDialog>
  );
}
