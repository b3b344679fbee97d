import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useContractRequests } from './api/get-contract-requests.ts';
import { CONTRACT_PATHS, dismissedKinds, dismissKind, pendingKinds } from './contract-prompt-rules.ts';

/**
 * Home's contract prompts: one confirm dialog per pending request (daily salary, dividend, hourly salary),
 * one at a time. Cancel moves to the next; Go opens the contract's screen.
 */
export default function ContractPrompts() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const requests = useContractRequests().data;
  const [dismissed, setDismissed] = useState(dismissedKinds);
  const kind = requests ? pendingKinds(requests).find((pending) => !dismissed.includes(pending)) : undefined;
  if (!kind) return null;

  const dismiss = () => {
    dismissKind(kind);
    setDismissed([...dismissed, kind]);
  };
  return (
    <Dialog
      open
      onClose={dismiss}
      title={t(`agents.prompt.${kind}.title`)}
      actions={
        <>
          <Button onClick={dismiss}>{t('common.cancel')}</Button>
          <Button
            variant="gold"
            onClick={() => {
              dismiss();
              navigate(CONTRACT_PATHS[kind]);
            }}
          >
            {t('agents.prompt.go')}
          </Button>
        </>
      }
    >
      <p>{t(`agents.prompt.${kind}.text`)}</p>
    </Dialog>
  );
}
