import { type TextareaHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** What is wrong with the text, said under it and announced with it. */
  error?: string | undefined;
}

/** A labelled text box of several lines. */
export function TextArea({ label, error, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.input} ${styles.multiline}`}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className={styles.problem}>
          {error}
        </p>
      )}
    </div>
  );
}
