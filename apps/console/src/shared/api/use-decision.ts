import type { DecisionRequest } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleSession } from './session.ts';

/**
 * A decision dialog's state: the reason a rejection needs, and the review call (with the session's CSRF
 * token), after which the list of `queryKey` reloads either way, so a lost race shows the item's new state.
 */
export function useDecision(
  queryKey: string,
  send: (body: DecisionRequest, csrfToken: string) => Promise<unknown>,
  approve: boolean,
  onDone: () => void,
) {
  const csrfToken = useConsoleSession().data?.csrfToken ?? '';
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const reload = () => queryClient.invalidateQueries({ queryKey: [queryKey] });
  const decide = useMutation({
    mutationFn: () => send(approve ? { approve } : { approve, reason: trimmed }, csrfToken),
    onSuccess: () => {
      void reload();
      onDone();
    },
    onError: () => void reload(),
  });
  return { reason, setReason, decide, ready: approve || trimmed !== '' };
}
