import { API } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { apiRequest } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import styles from './SignIn.module.css';
import { SignInCard } from './SignInCard.tsx';

/** The token of the enrolment link `/console/enrol#<token>`: a fragment, so it never reaches a server log. */
const enrolmentToken = () => window.location.hash.slice(1);

/** The page of an enrolment link: a new operator sets their password, then signs in (TOTP comes then). */
export function SetPassword() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const submit = useMutation({
    mutationFn: () =>
      apiRequest<null>(API.consoleEnrol.path, {
        method: 'POST',
        body: { token: enrolmentToken(), password },
      }),
  });
  const send = () => {
    setMismatch(password !== repeat);
    if (password === repeat) submit.mutate();
  };

  if (submit.isSuccess)
    return (
      <SignInCard title={t('enrol.doneTitle')} hint={t('enrol.doneHint')} onSubmit={() => undefined}>
        <Link href="/" className={styles.link}>
          {t('enrol.signIn')}
        </Link>
      </SignInCard>
    );
  return (
    <SignInCard title={t('enrol.title')} hint={t('enrol.hint')} onSubmit={send}>
      <Field
        label={t('enrol.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Field
        label={t('enrol.repeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        required
      />
      <ErrorMessage
        text={mismatch ? t('enrol.mismatch') : submit.isError ? errorText(t, submit.error) : undefined}
      />
      <Button type="submit" disabled={submit.isPending || !password || !repeat}>
        {t('enrol.submit')}
      </Button>
    </SignInCard>
  );
}
