import { API, type Rewards } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const rewardsKey = (token: string) => sessionQueryKey(token, 'rewards');

export const rewardsQuery = (token: string) =>
  queryOptions({
    queryKey: rewardsKey(token),
    queryFn: ({ signal }) => apiRequest<Infer<typeof Rewards>>(API.getRewards.path, { signal }),
  });

/** The reward centre's list; asked only with a session and REWCEN3 on. */
export function useRewards(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...rewardsQuery(token), enabled: enabled && token !== '' });
}
