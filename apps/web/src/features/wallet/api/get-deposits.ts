import { API, type DepositList } from '@lobby/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const depositsQuery = (token: string) =>
  queryOptions({
    queryKey: sessionQueryKey(token, 'deposit-records'),
    queryFn: ({ signal }) => apiRequest<DepositList>(API.getDeposits.path, { signal }),
  });

/** The member's latest deposits with their states (real members only). */
export function useDeposits(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...depositsQuery(token), enabled });
}

/** Reloads the deposit records (after a new deposit, or when one was decided). */
export function useInvalidateDeposits() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useCallback(
    () => client.invalidateQueries({ queryKey: depositsQuery(token).queryKey }),
    [client, token],
  );
}
