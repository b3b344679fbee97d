import type { BalanceAdjustment } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import { ADJUSTMENTS_QUERY_KEY, decideAdjustment } from './adjustments-api.ts';

/** Approves (reason optional) or rejects (reason required) a pending adjustment. */
export function DecisionDialog({
  adjustment,
  approve,
  onClose,
}: {
  adjustment: BalanceAdjustment;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: () =>
      decideAdjustment(
        adjustment.id,
        { approve, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        session.data?.csrfToken ?? '',
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ADJUSTMENTS_QUERY_KEY] });
      onClose();
    },
  });
  const amount = formatMoney(adjustment.amount, adjustment.currency);
  return (
    <Dialog title={t(approve ? 'adjustments.approveTitle' : 'adjustments.rejectTitle')} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          decide.mutate();
        }}
      >
        <p>{t(`adjustments.${adjustment.direction}Of`, { amount, member: adjustment.memberUsername })}</p>
        <TextArea
          label={t(approve ? 'adjustments.reasonOptional' : 'adjustments.reason')}
          required={!approve}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <ErrorMessage text={decide.isError ? errorText(t, decide.error) : undefined} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={decide.isPending || (!approve && !reason.trim())}>
            {t(approve ? 'adjustments.approve' : 'adjustments.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
