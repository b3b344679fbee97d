import { API, type SignInResult } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';
import { localUtcOffset, signInStatusKey } from './get-sign-in-status.ts';

const dailySignIn = () =>
  apiRequest<Infer<typeof SignInResult>>(
    `${API.dailySignIn.path}?${new URLSearchParams({ utcOffset: String(localUtcOffset()) })}`,
    { method: API.dailySignIn.method },
  );

/** Today's check-in; its reward waits in the reward centre, whose list loads again. */
export function useDailySignIn() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: dailySignIn,
    onSuccess: (result) => {
      client.setQueryData(signInStatusKey(token), result.status);
      void client.invalidateQueries({ queryKey: sessionQueryKey(token, 'rewards') });
    },
  });
}
