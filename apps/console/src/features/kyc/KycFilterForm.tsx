import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_STATUSES } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import filterStyles from '../../shared/ui/FilterForm.module.css';
import { Select } from '../../shared/ui/Select.tsx';
import type { KycFilters } from './kyc-reviews-api.ts';

/** The queue's filters (status, kind, member); applying them starts again at page 1. */
export function KycFilterForm({
  filters,
  onApply,
}: {
  filters: KycFilters;
  onApply: (filters: KycFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  return (
    <form
      className={filterStyles.filters}
      aria-label={t('kyc.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
    >
      <Select
        label={t('kyc.status')}
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value as KycFilters['status'] })}
        options={[...KYC_DOCUMENT_STATUSES, 'all' as const].map((status) => ({
          value: status,
          label: t(`kyc.statuses.${status}`),
        }))}
      />
      <Select
        label={t('kyc.kind')}
        value={draft.kind}
        onChange={(event) => setDraft({ ...draft, kind: event.target.value as KycFilters['kind'] })}
        options={[
          { value: '', label: t('kyc.allKinds') },
          ...KYC_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`kyc.kinds.${kind}`) })),
        ]}
      />
      <Field
        label={t('kyc.member')}
        maxLength={64}
        value={draft.member}
        onChange={(event) => setDraft({ ...draft, member: event.target.value })}
      />
      <Button type="submit">{t('kyc.apply')}</Button>
    </form>
  );
}
