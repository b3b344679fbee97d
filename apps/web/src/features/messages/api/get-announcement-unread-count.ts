import { API, type UnreadCount } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

export const announcementUnreadKey = (token: string) => sessionQueryKey(token, 'announcements', 'unread');

export const announcementUnreadQuery = (token: string) =>
  queryOptions({
    queryKey: announcementUnreadKey(token),
    queryFn: ({ signal }) =>
      apiRequest<UnreadCount>(API.getAnnouncementUnreadCount.path, { signal }).then(
        (value) => value.unReadCount,
      ),
    staleTime: 60_000,
    meta: { silent: true },
  });
