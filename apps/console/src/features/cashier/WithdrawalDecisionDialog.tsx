import type { ConsoleWithdrawalRequest, WithdrawalDecision } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format.ts';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogActions } from '../../shared/ui/DialogActions.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { useReviewWithdrawal } from './withdrawals-api.ts';

/** One decision on a request: approve (reason optional), reject, or resolve an unknown payout (reason required). */
export function WithdrawalDecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: ConsoleWithdrawalRequest;
  decision: WithdrawalDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const review = useReviewWithdrawal(request.id);
  const needsReason = decision !== 'approve';
  const trimmed = reason.trim();
  return (
    <Dialog title={t(`withdrawals.decisions.${decision}.title`)} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate({ decision, ...(trimmed ? { reason: trimmed } : {}) }, { onSuccess: onClose });
        }}
      >
        <p>
          {t(`withdrawals.decisions.${decision}.summary`, {
            amount: formatMoney(request.amount, request.currencyCode),
            held: formatMoney(request.heldAmount, request.currencyCode),
            member: request.memberUsername,
          })}
        </p>
        <TextArea
          label={t(needsReason ? 'withdrawals.reason' : 'withdrawals.reasonOptional')}
          required={needsReason}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          error={review.isError ? review.error : undefined}
          onCancel={onClose}
          submitLabel={t(`withdrawals.decisions.${decision}.submit`)}
          submitDisabled={review.isPending || (needsReason && !trimmed)}
        />
      </form>
    </Dialog>
  );
}
