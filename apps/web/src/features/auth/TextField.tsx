import type { LucideIcon } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Auth.module.css';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'required'
> & {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  /** The problem's text, shown under the field and linked to it. */
  error?: string | undefined;
  icon?: LucideIcon;
  /** Controls inside the field, before and after the input (dialing code, show password, get code). */
  start?: ReactNode;
  end?: ReactNode;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input in the auth forms' style; its problem is announced with it (aria-describedby). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  icon,
  start,
  end,
  required = false,
  inputRef,
  id,
  readOnly,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays the label; aria-required says it to assistive tech. */}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div
        className={styles.control}
        data-invalid={error ? 'true' : undefined}
        data-readonly={readOnly ? 'true' : undefined}
      >
        {icon ? <Icon icon={icon} className={styles.icon} /> : null}
        {start}
        <input
          id={inputId}
          ref={inputRef}
          className={styles.input}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onValueChange?.(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {end}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
