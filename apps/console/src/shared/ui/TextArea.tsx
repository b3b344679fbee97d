import { type TextareaHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

/** A labelled multi-line text input. */
export function TextArea({ label, ...input }: TextAreaProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={`${styles.input} ${styles.textarea}`} rows={3} {...input} />
    </div>
  );
}
