import { API, type Wallet } from '@lobby/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const walletKey = (token: string) => sessionQueryKey(token, 'wallet');

export const walletQuery = (token: string) =>
  queryOptions({
    queryKey: walletKey(token),
    queryFn: ({ signal }) => apiRequest<Wallet>(API.getWallet.path, { signal }),
  });

/** The member's balance (none for guests); one query the header, side menu and wallet screens share. */
export function useWallet() {
  const token = useSession()?.token;
  return useQuery({ ...walletQuery(token ?? ''), enabled: token !== undefined });
}

/** After money moved (a game closed, a deposit confirmed): the balance loads again. */
export function useInvalidateWallet(): () => void {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useCallback(() => void client.invalidateQueries({ queryKey: walletKey(token) }), [client, token]);
}
