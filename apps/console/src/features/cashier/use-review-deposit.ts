import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsoleSession } from '../../shared/api/session.ts';
import { DEPOSITS_QUERY_KEY, reviewDeposit } from './deposits-api.ts';

/** Sends one review of a deposit; the queue reloads either way (a lost race shows the deposit's new state). */
export function useReviewDeposit(id: string, onDone: () => void) {
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: [DEPOSITS_QUERY_KEY] });
  return useMutation({
    mutationFn: (body: { approve: boolean; reason?: string }) => reviewDeposit(id, body, csrfToken),
    onSuccess: () => {
      void reload();
      onDone();
    },
    onError: () => void reload(),
  });
}
