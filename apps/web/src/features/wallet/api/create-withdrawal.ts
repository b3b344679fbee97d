import { API, type CreateWithdrawalRequest, type Withdrawal } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';
import { walletKey } from './get-wallet.ts';
import { withdrawalsKey } from './get-withdrawals.ts';

export const createWithdrawal = (body: CreateWithdrawalRequest) =>
  apiRequest<Withdrawal>(API.createWithdrawal.path, { method: API.createWithdrawal.method, body });

/** A withdrawal request; the list and the balance load again after it. */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: withdrawalsKey(token) });
      void client.invalidateQueries({ queryKey: walletKey(token) });
    },
  });
}
