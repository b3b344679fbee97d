import {
  type AddPayoutAccountRequest,
  API,
  type PayoutAccount,
  type PayoutAccounts,
  type Withdrawal,
} from '@lobby/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';
import { walletKey } from '../api/get-wallet.ts';
import { withdrawalsKey } from '../api/get-withdrawals.ts';

const payoutAccountsKey = (token: string) => sessionQueryKey(token, 'payout-accounts');

const payoutAccountsQuery = (token: string) =>
  queryOptions({
    queryKey: payoutAccountsKey(token),
    queryFn: ({ signal }) => apiRequest<PayoutAccounts>(API.listPayoutAccounts.path, { signal }),
  });

/** The member's payout accounts, the merchant's kinds with their fees and the member's payee name. */
export function usePayoutAccounts(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...payoutAccountsQuery(token), enabled });
}

/** After a payout change the accounts, the withdrawal records and the balance load again. */
function useReloadPayouts() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return () => {
    void client.invalidateQueries({ queryKey: payoutAccountsKey(token) });
    void client.invalidateQueries({ queryKey: withdrawalsKey(token) });
    void client.invalidateQueries({ queryKey: walletKey(token) });
  };
}

export function useAddPayoutAccount() {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: (body: AddPayoutAccountRequest) =>
      apiRequest<PayoutAccount>(API.addPayoutAccount.path, { method: API.addPayoutAccount.method, body }),
    onSuccess: reload,
  });
}

export function useRemovePayoutAccount() {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(API.removePayoutAccount.path.replace(':id', id), {
        method: API.removePayoutAccount.method,
      }),
    onSuccess: reload,
  });
}

/** Cancels a withdrawal still pending review; the held amount comes back. */
export function useCancelWithdrawal() {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Withdrawal>(API.cancelWithdrawal.path.replace(':id', id), {
        method: API.cancelWithdrawal.method,
      }),
    onSuccess: reload,
  });
}
