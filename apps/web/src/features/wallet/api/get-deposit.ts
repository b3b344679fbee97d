import { API, BANK_TRANSFER_CHANNEL_ID, type Deposit } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

/** A pending deposit is asked about this often until it is confirmed or failed. */
export const DEPOSIT_POLL_MS = 1000;
/** A bank transfer waits for an operator: asked about far less often. */
export const REVIEW_POLL_MS = 15_000;

export const depositQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: sessionQueryKey(token, 'deposits', id),
    queryFn: ({ signal }) => apiRequest<Deposit>(pathWith(API.getDeposit.path, { id }), { signal }),
    refetchInterval: (query) => {
      const deposit = query.state.data;
      if (deposit?.status !== 'pending') return false;
      return deposit.channelId === BANK_TRANSFER_CHANNEL_ID ? REVIEW_POLL_MS : DEPOSIT_POLL_MS;
    },
  });

/** One deposit, polled every second while pending. */
export function useDeposit(created: Deposit | undefined) {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...depositQuery(token, created?.id ?? ''),
    enabled: created !== undefined,
    initialData: created,
    initialDataUpdatedAt: 0,
  });
}
