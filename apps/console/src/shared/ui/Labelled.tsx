import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** A label, the control `render` draws, a hint and a problem under it, tied together for assistive technology. */
export function Labelled({
  label,
  hint,
  problem,
  render,
}: {
  label: string;
  /** A hint under the control (the allowed range, the format). */
  hint?: string | undefined;
  /** What is wrong with the value, in words; marks the control invalid. */
  problem?: string | undefined;
  render: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {render({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(problem ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
