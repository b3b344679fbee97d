import { PAYOUT_KINDS, WITHDRAWAL_STATUSES } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { fromLocalInput, toLocalInput } from '../audit/index.ts';
import styles from './Withdrawals.module.css';
import type { WithdrawalFilters } from './withdrawal-filters.ts';

/** The queue's filters: applying them starts again at page 1 with no request open. */
export function WithdrawalsFilterForm({
  filters,
  onApply,
}: {
  filters: WithdrawalFilters;
  onApply: (filters: WithdrawalFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    ...filters,
    from: toLocalInput(filters.from),
    to: toLocalInput(filters.to),
  });
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  return (
    <form
      className={styles.filters}
      aria-label={t('withdrawals.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          ...draft,
          member: draft.member.trim(),
          from: fromLocalInput(draft.from),
          to: fromLocalInput(draft.to),
          page: 1,
          open: '',
        });
      }}
    >
      <Select
        label={t('withdrawals.status')}
        value={draft.status}
        onChange={set('status')}
        options={[...WITHDRAWAL_STATUSES, 'all' as const].map((status) => ({
          value: status,
          label: t(`withdrawals.statuses.${status}`),
        }))}
      />
      <Select
        label={t('withdrawals.kind')}
        value={draft.kind}
        onChange={set('kind')}
        options={[
          { value: '', label: t('withdrawals.anyKind') },
          ...PAYOUT_KINDS.map((kind) => ({ value: kind, label: t(`withdrawals.kinds.${kind}`) })),
        ]}
      />
      <Field label={t('withdrawals.member')} value={draft.member} onChange={set('member')} />
      <Field label={t('withdrawals.from')} type="datetime-local" value={draft.from} onChange={set('from')} />
      <Field label={t('withdrawals.to')} type="datetime-local" value={draft.to} onChange={set('to')} />
      <Field
        label={t('withdrawals.minAmount')}
        inputMode="decimal"
        pattern="\d+(\.\d{1,2})?"
        value={draft.minAmount}
        onChange={set('minAmount')}
      />
      <Field
        label={t('withdrawals.maxAmount')}
        inputMode="decimal"
        pattern="\d+(\.\d{1,2})?"
        value={draft.maxAmount}
        onChange={set('maxAmount')}
      />
      <Button type="submit">{t('withdrawals.apply')}</Button>
    </form>
  );
}
