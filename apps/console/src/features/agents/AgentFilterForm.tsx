import { CONTRACT_KINDS } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import filterStyles from '../../shared/ui/FilterForm.module.css';
import { Select } from '../../shared/ui/Select.tsx';
import type { AgentListFilters } from './agents-api.ts';

interface Props {
  /** The form's accessible name. */
  label: string;
  filters: AgentListFilters;
  statuses: { value: string; label: string }[];
  onApply: (filters: AgentListFilters) => void;
}

/** A list's filters (status, kind, agent); applying them starts again at page 1. */
export function AgentFilterForm({ label, filters, statuses, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  return (
    <form
      className={filterStyles.filters}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
    >
      <Select
        label={t('agents.status')}
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        options={statuses}
      />
      <Select
        label={t('agents.kind')}
        value={draft.kind}
        onChange={(event) => setDraft({ ...draft, kind: event.target.value as AgentListFilters['kind'] })}
        options={[
          { value: '', label: t('agents.allKinds') },
          ...CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`agents.kinds.${kind}`) })),
        ]}
      />
      <Field
        label={t('agents.agent')}
        maxLength={64}
        value={draft.agent}
        onChange={(event) => setDraft({ ...draft, agent: event.target.value })}
      />
      <Button type="submit">{t('agents.apply')}</Button>
    </form>
  );
}
