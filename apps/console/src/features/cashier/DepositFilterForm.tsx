import { DEPOSIT_STATUSES } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Deposits.module.css';
import type { DepositFilters } from './deposits-api.ts';

/** The queue's filters: applying them starts again at page 1. */
export function DepositFilterForm({
  filters,
  onApply,
}: {
  filters: DepositFilters;
  onApply: (filters: DepositFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const field = (key: keyof Omit<DepositFilters, 'status' | 'page'>) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  return (
    <form
      className={styles.filters}
      aria-label={t('deposits.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
    >
      <Select
        label={t('deposits.status')}
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value as DepositFilters['status'] })}
        options={[...DEPOSIT_STATUSES, 'all' as const].map((status) => ({
          value: status,
          label: t(`deposits.statuses.${status}`),
        }))}
      />
      <Select
        label={t('deposits.channel')}
        value={draft.channelId}
        onChange={(event) => setDraft({ ...draft, channelId: event.target.value })}
        options={[
          { value: '', label: t('deposits.channels.all') },
          { value: 'bank_transfer', label: t('deposits.channels.bank_transfer') },
          { value: 'sandbox', label: t('deposits.channels.sandbox') },
        ]}
      />
      <Field label={t('deposits.member')} maxLength={64} {...field('member')} />
      <Field label={t('deposits.from')} type="date" {...field('from')} />
      <Field label={t('deposits.to')} type="date" {...field('to')} />
      <Field label={t('deposits.minAmount')} inputMode="decimal" {...field('minAmount')} />
      <Field label={t('deposits.maxAmount')} inputMode="decimal" {...field('maxAmount')} />
      <Button type="submit">{t('deposits.apply')}</Button>
    </form>
  );
}
