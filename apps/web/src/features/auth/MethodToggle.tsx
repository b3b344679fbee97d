import type { LucideIcon } from 'lucide-react';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Auth.module.css';

interface MethodToggleProps<M extends string> {
  label: string;
  value: M;
  options: readonly { value: M; label: string; icon: LucideIcon }[];
  onChange: (value: M) => void;
}

/** Switches between two ways of logging in or registering. */
export function MethodToggle<M extends string>({ label, value, options, onChange }: MethodToggleProps<M>) {
  return (
    <fieldset className={styles.methods}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.method}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          <Icon icon={option.icon} size={18} />
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
