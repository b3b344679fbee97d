import type { ConsoleChallenge } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { login } from '../../shared/api/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { SignInCard } from './SignInCard.tsx';

/** First step: username and password; the server answers a challenge for the second factor. */
export function PasswordStep({ onChallenge }: { onChallenge: (challenge: ConsoleChallenge) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = useMutation({
    mutationFn: () => login(username, password),
    onSuccess: onChallenge,
  });
  return (
    <SignInCard title={t('signIn.title')} onSubmit={() => submit.mutate()}>
      <Field
        label={t('signIn.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
      />
      <Field
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <ErrorMessage text={submit.isError ? errorText(t, submit.error) : undefined} />
      <Button type="submit" disabled={submit.isPending || !username || !password}>
        {t('signIn.submit')}
      </Button>
    </SignInCard>
  );
}
