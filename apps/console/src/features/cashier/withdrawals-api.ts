import {
  API,
  type ConsoleWithdrawalDetail,
  type ConsoleWithdrawalPage,
  type ConsoleWithdrawalRequest,
  type ReviewWithdrawalRequest,
} from '@lobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import { type WithdrawalFilters, withdrawalsPath, withdrawalsSearch } from './withdrawal-filters.ts';

const WITHDRAWALS_KEY = 'console-withdrawals';

export const useWithdrawalQueue = (filters: WithdrawalFilters) =>
  useQuery({
    queryKey: [WITHDRAWALS_KEY, 'list', withdrawalsSearch(filters)],
    queryFn: () => apiRequest<ConsoleWithdrawalPage>(withdrawalsPath(filters)),
    placeholderData: (previous) => previous,
  });

export const useWithdrawalDetail = (id: string) =>
  useQuery({
    queryKey: [WITHDRAWALS_KEY, 'detail', id],
    queryFn: () => apiRequest<ConsoleWithdrawalDetail>(API.getWithdrawalRequest.path.replace(':id', id)),
  });

/** A decision on one request; the queue and the open detail load again, also after a lost race (409). */
export function useReviewWithdrawal(id: string) {
  const session = useConsoleSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewWithdrawalRequest) =>
      apiRequest<ConsoleWithdrawalRequest>(API.reviewWithdrawalRequest.path.replace(':id', id), {
        method: 'POST',
        body,
        csrfToken: session.data?.csrfToken ?? '',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WITHDRAWALS_KEY] }),
  });
}
