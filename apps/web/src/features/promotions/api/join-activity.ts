import { API, type JoinActivityRequest } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

const joinActivity = ({ id, ...body }: JoinActivityRequest & { id: string }) =>
  apiRequest<unknown>(pathWith(API.joinActivity.path, { id }), { method: API.joinActivity.method, body });

/** Joins an activity (with a remark when it asks for one); the list loads again with the new status. */
export function useJoinActivity() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: joinActivity,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQueryKey(token, 'activities') }),
  });
}
