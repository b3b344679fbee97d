import { LoaderCircle } from 'lucide-react';
import { Icon } from './Icon.tsx';
import styles from './Spinner.module.css';

/** A full-area loading indicator with an accessible label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status">
      <Icon icon={LoaderCircle} size={36} className={styles.spinner} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
