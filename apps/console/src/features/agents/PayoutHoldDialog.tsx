import type { ConsoleAgentPayout } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatMoney } from '../../shared/format.ts';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogActions } from '../../shared/ui/DialogActions.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { AGENT_PAYOUTS_QUERY_KEY, holdAgentPayout } from './agents-api.ts';

interface Props {
  payout: ConsoleAgentPayout;
  /** true: hold a due payout; false: release a held one. */
  hold: boolean;
  onClose: () => void;
}

/** Holds a due payout (not paid until released) or releases a held one, with a reason either way. */
export function PayoutHoldDialog({ payout, hold, onClose }: Props) {
  const { t } = useTranslation();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const reload = () => queryClient.invalidateQueries({ queryKey: [AGENT_PAYOUTS_QUERY_KEY] });
  const change = useMutation({
    mutationFn: () => holdAgentPayout(payout.id, { hold, reason: reason.trim() }, csrfToken),
    onSuccess: () => {
      void reload();
      onClose();
    },
    onError: () => void reload(),
  });
  const subject = {
    agent: payout.agentUsername,
    kind: t(`agents.kinds.${payout.kind}`),
    period: payout.period,
    amount: formatMoney(payout.amount),
  };
  return (
    <Dialog title={t(hold ? 'agents.holdTitle' : 'agents.releaseTitle')} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
      >
        <p>{t(hold ? 'agents.holdText' : 'agents.releaseText', subject)}</p>
        <TextArea
          label={t('agents.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          error={change.isError ? change.error : undefined}
          onCancel={onClose}
          submitLabel={t(hold ? 'agents.hold' : 'agents.release')}
          submitDisabled={change.isPending || reason.trim() === ''}
        />
      </form>
    </Dialog>
  );
}
