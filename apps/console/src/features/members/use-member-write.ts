import { type ConsolePermission, roleAllows } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { useConsoleSession } from '../../shared/api/session.ts';

export const memberQueryKey = (id: string) => ['console-member', id] as const;

/** Whether the signed-in operator's role may call an operation (the server checks again). */
export function useMayDo(): (permission: ConsolePermission) => boolean {
  const operator = useConsoleSession().data?.operator;
  return (permission) => (operator ? roleAllows(operator.role, permission) : false);
}

/**
 * A write about one member (lock, end sessions, note) sent with the session's CSRF token; on success and on
 * a 409 (someone else acted first) the member's file is read again so the page shows how things are.
 */
export function useMemberWrite<Body, Answer>(memberId: string, method: 'POST' | 'PUT', pathTemplate: string) {
  const queryClient = useQueryClient();
  const csrfToken = useConsoleSession().data?.csrfToken;
  const path = pathTemplate.replace(':id', encodeURIComponent(memberId));
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest<Answer>(path, { method, body, ...(csrfToken ? { csrfToken } : {}) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberQueryKey(memberId) }),
  });
}
