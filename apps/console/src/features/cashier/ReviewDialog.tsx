import type { DepositRequest } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { useReviewDeposit } from './use-review-deposit.ts';

/** The reason a rejection needs (the member reads it). */
function RejectReason({ reason, onReason }: { reason: string; onReason: (reason: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={t('deposits.reason')}
      required
      maxLength={500}
      value={reason}
      onChange={(event) => onReason(event.target.value)}
    />
  );
}

/** Approves (credits the member) or rejects with a reason a pending deposit. */
export function ReviewDialog({
  deposit,
  approve,
  onClose,
}: {
  deposit: DepositRequest;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const review = useReviewDeposit(deposit.id, onClose);
  const send = () => review.mutate(approve ? { approve } : { approve, reason: reason.trim() });
  const subject = {
    amount: formatMoney(deposit.amount, deposit.currency),
    member: deposit.memberUsername,
    reference: deposit.reference ?? '—',
  };
  return (
    <Dialog title={t(approve ? 'deposits.approveTitle' : 'deposits.rejectTitle')} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <p>{t(approve ? 'deposits.approveText' : 'deposits.rejectText', subject)}</p>
        {approve ? null : <RejectReason reason={reason} onReason={setReason} />}
        <ErrorMessage text={review.isError ? errorText(t, review.error) : undefined} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={review.isPending || (!approve && !reason.trim())}>
            {t(approve ? 'deposits.approve' : 'deposits.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
