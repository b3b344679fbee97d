import { API, type FeedbackItem } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const feedbackListKey = (token: string) => sessionQueryKey(token, 'feedback');

export const feedbackListQuery = (token: string) =>
  queryOptions({
    queryKey: feedbackListKey(token),
    queryFn: ({ signal }) => apiRequest<{ list: FeedbackItem[] }>(API.getFeedbackList.path, { signal }),
  });

/** The member's own feedback, newest first. */
export function useFeedbackList(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...feedbackListQuery(token), enabled: enabled && token !== '' });
}
