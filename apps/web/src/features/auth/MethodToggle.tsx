import { type LucideIcon, UserRound } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Auth.module.css';

interface MethodToggleProps<M extends string> {
  label: string;
  value: 'username' | M;
  /** The way other than by username (SMS code or mobile number). */
  other: { value: M; label: string; icon: LucideIcon };
  onChange: (value: 'username' | M) => void;
}

/** Switches between logging in or registering by username and one other way. */
export function MethodToggle<M extends string>({ label, value, other, onChange }: MethodToggleProps<M>) {
  const { t } = useTranslation();
  const options = [{ value: 'username' as const, label: t('auth.methodUsername'), icon: UserRound }, other];
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
