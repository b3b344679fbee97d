import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import styles from './AuditPage.module.css';
import { type AuditFilters, fromLocalInput, toLocalInput } from './audit-filters.ts';

/** The filter form: applying it starts again at page 1. */
export function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState(filters.action);
  const [from, setFrom] = useState(toLocalInput(filters.from));
  const [to, setTo] = useState(toLocalInput(filters.to));
  return (
    <form
      className={styles.filters}
      aria-label={t('audit.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ action: action.trim(), from: fromLocalInput(from), to: fromLocalInput(to), page: 1 });
      }}
    >
      <Field
        label={t('audit.action')}
        value={action}
        onChange={(event) => setAction(event.target.value)}
        placeholder="login.failed"
      />
      <Field
        label={t('audit.from')}
        type="datetime-local"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Field
        label={t('audit.to')}
        type="datetime-local"
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button type="submit">{t('audit.apply')}</Button>
    </form>
  );
}
