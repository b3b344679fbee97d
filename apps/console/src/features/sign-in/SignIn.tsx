import type { ConsoleChallenge } from '@lobby/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSION_QUERY_KEY } from '../../shared/api/session.ts';
import { CodeStep } from './CodeStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

type Step =
  | { name: 'password' }
  | { name: 'code'; challenge: ConsoleChallenge }
  | { name: 'recovery'; codes: string[] };

/** The sign-in flow; once it ends the session query is refetched and the frame takes over. */
export function SignIn() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const enter = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });

  if (step.name === 'code')
    return (
      <CodeStep
        challenge={step.challenge}
        onBack={() => setStep({ name: 'password' })}
        onVerified={(codes) => (codes ? setStep({ name: 'recovery', codes }) : enter())}
      />
    );
  if (step.name === 'recovery') return <RecoveryCodes codes={step.codes} onDone={enter} />;
  return <PasswordStep onChallenge={(challenge) => setStep({ name: 'code', challenge })} />;
}
