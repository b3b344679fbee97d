import { API, type MemberInfo } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const fetchMemberInfo = (signal?: AbortSignal): Promise<MemberInfo> =>
  apiRequest<MemberInfo>(API.getMemberInfo.path, { signal });

/** The logged-in member (trial accounts too); keyed by the session's token. */
export const memberInfoQuery = (token: string) =>
  queryOptions({
    queryKey: sessionQueryKey(token, 'info'),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    staleTime: 60_000,
  });

/** The member info query while logged in (disabled for guests). */
export function useMemberInfoQuery() {
  const token = useSession()?.token;
  return useQuery({ ...memberInfoQuery(token ?? ''), enabled: token !== undefined });
}

/** Member info while logged in; undefined for guests and until it arrives. */
export const useMemberInfo = (): MemberInfo | undefined => useMemberInfoQuery().data;
