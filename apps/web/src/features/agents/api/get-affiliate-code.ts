import { type AffiliateCode, API } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

/** The member's affiliate code and invite link (the referral panel and /m/inviteFriends show their own errors). */
export function useAffiliateCode(enabled = true) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: sessionQueryKey(token, 'affiliate-code'),
    queryFn: ({ signal }) => apiRequest<AffiliateCode>(API.getAffiliateCode.path, { signal }),
    enabled: enabled && token !== '',
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}
