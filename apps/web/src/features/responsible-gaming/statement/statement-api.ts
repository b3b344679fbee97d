import { type ActivityStatement, API } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

/** Deposits, withdrawals, bets, wins and the net result over the last 30 and 90 merchant days (minor units). */
export function useActivityStatement() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: sessionQueryKey(token, 'activity-statement'),
    queryFn: ({ signal }) => apiRequest<ActivityStatement>(API.getActivityStatement.path, { signal }),
  });
}
