import type { ConsoleChallenge } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { verifySecondFactor } from '../../shared/api/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { QrCode } from '../../shared/ui/QrCode.tsx';
import styles from './SignIn.module.css';
import { SignInCard } from './SignInCard.tsx';

interface CodeStepProps {
  challenge: ConsoleChallenge;
  /** Called with the recovery codes when this sign-in enrolled the operator, else with none. */
  onVerified: (recoveryCodes: string[] | undefined) => void;
  onBack: () => void;
}

/** Recovery codes are lower case; an operator may type them in capitals or with spaces around. */
const normalised = (code: string) => code.trim().toLowerCase();

/** Second step: six TOTP digits or a recovery code; at the first sign-in the authenticator enrolment. */
export function CodeStep({ challenge, onVerified, onBack }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const { enrolment } = challenge;
  const submit = useMutation({
    mutationFn: () => verifySecondFactor(challenge, normalised(code)),
    onSuccess: (verified) => onVerified(verified.recoveryCodes),
  });
  const expired = submit.error instanceof ApiError && submit.error.code === 'challenge_expired';
  return (
    <SignInCard
      title={t(enrolment ? 'signIn.enrolTitle' : 'signIn.codeTitle')}
      hint={t(enrolment ? 'signIn.enrolHint' : 'signIn.codeHint')}
      onSubmit={() => submit.mutate()}
    >
      {enrolment && (
        <>
          <div className={styles.qr}>
            <QrCode text={enrolment.otpauthUri} label={t('signIn.qrLabel')} />
          </div>
          <p className={styles.hint}>{t('signIn.secretLabel')}</p>
          <p className={styles.secret}>{enrolment.secret}</p>
        </>
      )}
      <Field
        label={t('signIn.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode={enrolment ? 'numeric' : 'text'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
      />
      <ErrorMessage text={submit.isError ? errorText(t, submit.error) : undefined} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('signIn.back')}
        </Button>
        {!expired && (
          <Button type="submit" disabled={submit.isPending || !code.trim()}>
            {t('signIn.verify')}
          </Button>
        )}
      </div>
    </SignInCard>
  );
}
