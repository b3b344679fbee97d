import { ShieldCheck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SignIn.module.css';

interface SignInCardProps {
  title: string;
  hint?: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame every sign-in step shares: the console's name, the step's heading and its form. */
export function SignInCard({ title, hint, onSubmit, children }: SignInCardProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <p className={styles.brand}>
          <ShieldCheck aria-hidden size={20} />
          {t('app.name')}
        </p>
        <h1 className={styles.title}>{title}</h1>
        {hint && <p className={styles.hint}>{hint}</p>}
        {children}
      </form>
    </main>
  );
}
