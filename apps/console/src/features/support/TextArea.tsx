import { type TextareaHTMLAttributes, useId } from 'react';
import fieldStyles from '../../shared/ui/Field.module.css';
import styles from './Support.module.css';

/** A labelled multi-line text input, styled like Field. */
export function TextArea({
  label,
  ...input
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={`${fieldStyles.input} ${styles.textarea}`} {...input} />
    </div>
  );
}
