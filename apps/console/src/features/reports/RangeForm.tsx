import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import styles from './Reports.module.css';
import type { RangeFilters } from './report-filters.ts';

/** The days (merchant's calendar) of a report; applying starts again at page 1. */
export function RangeForm({
  range,
  onApply,
  children,
}: {
  range: RangeFilters;
  onApply: (range: { from: string; to: string }) => void;
  /** More fields of the page's own (read by the page on submit). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  return (
    <form
      className={styles.filters}
      aria-label={t('reports.range')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ from, to });
      }}
    >
      <Field
        label={t('reports.from')}
        type="date"
        required
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Field
        label={t('reports.to')}
        type="date"
        required
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      {children}
      <Button type="submit">{t('reports.apply')}</Button>
    </form>
  );
}
