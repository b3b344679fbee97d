import { API } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';
import { useInvalidateWallet } from '../../wallet/index.ts';

const claimActivity = (id: string) =>
  apiRequest<unknown>(pathWith(API.claimActivity.path, { id }), { method: API.claimActivity.method });

/** Claims an activity's bonus into the wallet; the list and the balance load again after it. */
export function useClaimActivity() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  const invalidateWallet = useInvalidateWallet();
  return useMutation({
    mutationFn: claimActivity,
    onSuccess: () => {
      invalidateWallet();
      void client.invalidateQueries({ queryKey: sessionQueryKey(token, 'activities') });
    },
  });
}
