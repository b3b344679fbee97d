import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import styles from './Reports.module.css';

/**
 * The days (merchant's calendar, named by its timezone once the server has answered) of a report: the ones
 * the server used, which are its default ones until some are applied; applying starts again at page 1.
 */
export function RangeForm({
  range,
  timezone,
  onApply,
  children,
}: {
  range: { from?: string; to?: string };
  timezone?: string;
  onApply: (range: { from: string; to: string }) => void;
  /** More fields of the page's own (read by the page on submit). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const zoneId = useId();
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const described = timezone ? { 'aria-describedby': zoneId } : {};
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
        {...described}
      />
      <Field
        label={t('reports.to')}
        type="date"
        required
        value={to}
        onChange={(event) => setTo(event.target.value)}
        {...described}
      />
      {children}
      <Button type="submit">{t('reports.apply')}</Button>
      {timezone && (
        <p id={zoneId} className={styles.zone}>
          {t('reports.zone', { timezone })}
        </p>
      )}
    </form>
  );
}
