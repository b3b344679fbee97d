import { API, type WithdrawalOverview } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const withdrawalsKey = (token: string) => sessionQueryKey(token, 'withdrawals');

export const withdrawalsQuery = (token: string) =>
  queryOptions({
    queryKey: withdrawalsKey(token),
    queryFn: ({ signal }) => apiRequest<WithdrawalOverview>(API.getWithdrawals.path, { signal }),
  });

/** Whether a payment password is set, the limits and the latest requests. */
export function useWithdrawals(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...withdrawalsQuery(token), enabled });
}
