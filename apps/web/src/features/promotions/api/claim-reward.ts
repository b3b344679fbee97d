import { API } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';
import { useInvalidateWallet } from '../../wallet/index.ts';
import { rewardsKey } from './get-rewards.ts';

const claimReward = (id: string) =>
  apiRequest<unknown>(pathWith(API.claimReward.path, { id }), { method: API.claimReward.method });

/** Pays a reward into the wallet; the list and the balance load again after it. */
export function useClaimReward() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  const invalidateWallet = useInvalidateWallet();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: () => {
      invalidateWallet();
      void client.invalidateQueries({ queryKey: rewardsKey(token) });
    },
  });
}
