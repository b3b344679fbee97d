import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import styles from './SignIn.module.css';
import { SignInCard } from './SignInCard.tsx';

/** The ten recovery codes of a new enrolment, shown once; the console opens once the operator saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <SignInCard title={t('signIn.recoveryTitle')} hint={t('signIn.recoveryHint')} onSubmit={onDone}>
      <ul className={styles.codes} aria-label={t('signIn.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <label className={styles.check}>
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        {t('signIn.saved')}
      </label>
      <Button type="submit" disabled={!saved}>
        {t('signIn.continue')}
      </Button>
    </SignInCard>
  );
}
