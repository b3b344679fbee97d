import {
  PLAYER_LIMIT_KINDS,
  PLAYER_LIMIT_PERIODS,
  type PlayerLimitKind,
  type PlayerLimitPeriod,
} from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import styles from './Protection.module.css';
import { PROTECTION_QUERY_KEY, setMemberLimits } from './protection-api.ts';

/** Sets a stricter limit on the member (an empty amount removes the operator's limit), with a reason. */
export function OperatorLimitForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<PlayerLimitKind>('deposit');
  const [period, setPeriod] = useState<PlayerLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState(false);
  const trimmed = reason.trim();
  const change = useMutation({
    mutationFn: () =>
      setMemberLimits(
        memberId,
        {
          limits: [
            {
              kind,
              period: kind === 'session' ? 'day' : period,
              amount: amount === '' ? null : Number(amount),
            },
          ],
          reason: trimmed,
        },
        csrfToken,
      ),
    onSuccess: (protection) => {
      queryClient.setQueryData([PROTECTION_QUERY_KEY, memberId], protection);
      setAmount('');
      setReason('');
      setSaved(true);
    },
  });
  const periods = kind === 'session' ? (['day'] as const) : PLAYER_LIMIT_PERIODS;
  return (
    <form
      className={styles.form}
      aria-label={t('protection.setLimit')}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        if (trimmed && (amount === '' || Number(amount) > 0)) change.mutate();
      }}
    >
      <h3 className={styles.subtitle}>{t('protection.setLimit')}</h3>
      <p className={styles.hint}>{t('protection.setLimitHint')}</p>
      <div className={styles.row}>
        <Select
          label={t('protection.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as PlayerLimitKind)}
          options={PLAYER_LIMIT_KINDS.map((value) => ({ value, label: t(`protection.kinds.${value}`) }))}
        />
        <Select
          label={t('protection.period')}
          value={kind === 'session' ? 'day' : period}
          onChange={(event) => setPeriod(event.target.value as PlayerLimitPeriod)}
          options={periods.map((value) => ({ value, label: t(`protection.periodNames.${value}`) }))}
        />
        <Field
          label={t(kind === 'session' ? 'protection.amountMinutes' : 'protection.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <TextArea
        label={t('protection.reason')}
        required
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <ErrorMessage text={change.isError ? errorText(t, change.error) : undefined} />
      {saved && (
        <p role="status" className={styles.hint}>
          {t('protection.saved')}
        </p>
      )}
      <span>
        <Button type="submit" disabled={change.isPending || !trimmed}>
          {t('protection.save')}
        </Button>
      </span>
    </form>
  );
}
