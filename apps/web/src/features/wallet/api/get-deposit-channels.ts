import { API, type DepositChannels } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const depositChannelsQuery = (token: string) =>
  queryOptions({
    queryKey: sessionQueryKey(token, 'deposit-channels'),
    queryFn: ({ signal }) => apiRequest<DepositChannels>(API.getDepositChannels.path, { signal }),
  });

/** The merchant's deposit channels with their limits and preset amounts (real members only). */
export function useDepositChannels(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...depositChannelsQuery(token), enabled });
}
