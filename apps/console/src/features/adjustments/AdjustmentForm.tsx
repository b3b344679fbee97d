import { type AdjustmentDirection, type BalanceAdjustment, roleAllows, toMinor } from '@lobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { formatMoney } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import choiceStyles from '../../shared/ui/Choice.module.css';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import panelStyles from '../../shared/ui/Panel.module.css';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import styles from './Adjustments.module.css';
import { ADJUSTMENTS_QUERY_KEY, createAdjustment, fetchAdjustments } from './adjustments-api.ts';

function ResultText({ adjustment }: { adjustment: BalanceAdjustment }) {
  const { t } = useTranslation();
  const amount = formatMoney(adjustment.amount, adjustment.currency);
  return (
    <p role="status" className={styles.result}>
      {adjustment.status === 'pending_approval'
        ? t('adjustments.sentForApproval', { amount })
        : t('adjustments.applied', {
            amount,
            balance: formatMoney(adjustment.balanceAfter ?? 0, adjustment.currency),
          })}
    </p>
  );
}

interface AdjustmentFormProps {
  memberId: string;
  /** After the server took it (applied or waiting for approval): e.g. to refresh the member's balance. */
  onAdjusted?: (adjustment: BalanceAdjustment) => void;
}

/**
 * Credits or debits a member's balance with a reason; says when a second operator must approve it. Renders
 * nothing for a role without createBalanceAdjustment.
 */
export function AdjustmentForm({ memberId, onAdjusted }: AdjustmentFormProps) {
  const role = useConsoleSession().data?.operator.role;
  if (!role || !roleAllows(role, 'createBalanceAdjustment')) return null;
  return <AdjustmentFields memberId={memberId} onAdjusted={onAdjusted} />;
}

function AdjustmentFields({ memberId, onAdjusted }: AdjustmentFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useConsoleSession();
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<AdjustmentDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const threshold = useQuery({
    queryKey: [ADJUSTMENTS_QUERY_KEY, 'threshold', memberId],
    queryFn: async () =>
      (await fetchAdjustments({ status: 'pending_approval', page: 1, memberId })).approvalThreshold,
  });
  const submit = useMutation({
    mutationFn: () =>
      createAdjustment(
        memberId,
        { direction, amount: Number(amount), reason: reason.trim() },
        session.data?.csrfToken ?? '',
      ),
    onSuccess: (adjustment) => {
      setAmount('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: [ADJUSTMENTS_QUERY_KEY] });
      onAdjusted?.(adjustment);
    },
  });
  const limit = threshold.data;
  const needsApproval = limit !== null && limit !== undefined && Number(amount) > limit;
  const valid = toMinor(Number(amount)) !== undefined && Number(amount) > 0 && reason.trim() !== '';
  return (
    <section className={panelStyles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panelStyles.title}>
        {t('adjustments.formTitle')}
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) submit.mutate();
        }}
      >
        <fieldset className={styles.directions}>
          <legend className={styles.legend}>{t('adjustments.direction')}</legend>
          {(['credit', 'debit'] as const).map((value) => (
            <label key={value} className={choiceStyles.choice}>
              <input
                type="radio"
                name="direction"
                value={value}
                checked={direction === value}
                onChange={() => setDirection(value)}
              />
              {t(`adjustments.${value}`)}
            </label>
          ))}
        </fieldset>
        <Field
          label={t('adjustments.amount')}
          type="number"
          inputMode="decimal"
          step="any"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextArea
          label={t('adjustments.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {limit !== null && limit !== undefined && (
          <p className={needsApproval ? styles.warning : styles.hint}>
            {needsApproval
              ? t('adjustments.needsApproval')
              : t('adjustments.thresholdHint', { threshold: formatMoney(limit) })}
          </p>
        )}
        <Button type="submit" disabled={submit.isPending || !valid}>
          {t('adjustments.submit')}
        </Button>
        {submit.isError && <ErrorMessage text={errorText(t, submit.error)} />}
        {submit.isSuccess && <ResultText adjustment={submit.data} />}
      </form>
    </section>
  );
}
