import { ACTIVITY_REMARK_MAX } from '@lobby/contract';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import fieldStyles from '../../shared/ui/Field.module.css';
import styles from './Promotions.module.css';

/** The join remark (spec §9: up to 140 characters) with a live counter. */
export function RemarkField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('promotions.remark')}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.textarea} ${styles.remark}`}
        value={value}
        maxLength={ACTIVITY_REMARK_MAX}
        onChange={(event) => onChange(event.target.value.slice(0, ACTIVITY_REMARK_MAX))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <span id={`${id}-count`} className={fieldStyles.counter} aria-live="polite">
        {t('promotions.remarkCount', { count: value.length, max: ACTIVITY_REMARK_MAX })}
      </span>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
