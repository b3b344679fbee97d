import {
  API,
  type ConfirmPlayerLimitChangeRequest,
  type PlayerLimits,
  type SetPlayerLimitsRequest,
} from '@lobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

const limitsKey = (token: string) => sessionQueryKey(token, 'player-limits');

/** The member's deposit, loss and wager limits with what is used and pending changes (decision 0051). */
export function usePlayerLimits() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: limitsKey(token),
    queryFn: ({ signal }) => apiRequest<PlayerLimits>(API.getPlayerLimits.path, { signal }),
  });
}

function useLimitsWrite<Body>(write: (body: Body) => Promise<PlayerLimits>) {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: write,
    onSuccess: (limits) => client.setQueryData(limitsKey(token), limits),
  });
}

export const useSetPlayerLimits = () =>
  useLimitsWrite((body: SetPlayerLimitsRequest) =>
    apiRequest<PlayerLimits>(API.setPlayerLimits.path, { method: API.setPlayerLimits.method, body }),
  );

export const useConfirmPlayerLimitChange = () =>
  useLimitsWrite((body: ConfirmPlayerLimitChangeRequest) =>
    apiRequest<PlayerLimits>(API.confirmPlayerLimitChange.path, {
      method: API.confirmPlayerLimitChange.method,
      body,
    }),
  );
