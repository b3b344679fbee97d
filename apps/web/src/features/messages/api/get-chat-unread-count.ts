import { API, type UnreadCount } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

export const chatUnreadKey = (token: string) => sessionQueryKey(token, 'chat', 'unread');

export const chatUnreadQuery = (token: string) =>
  queryOptions({
    queryKey: chatUnreadKey(token),
    queryFn: ({ signal }) =>
      apiRequest<UnreadCount>(API.getChatUnreadCount.path, { signal }).then((value) => value.unReadCount),
    staleTime: 30_000,
    meta: { silent: true },
  });
