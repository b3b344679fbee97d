import { API, INBOX_PAGE_SIZE, type InboxPage } from '@lobby/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

export const inboxKey = (token: string) => sessionQueryKey(token, 'inbox', 'messages');

const inboxQuery = (token: string, pageNo: number) =>
  queryOptions({
    queryKey: [...inboxKey(token), String(pageNo)],
    queryFn: ({ signal }) =>
      apiRequest<InboxPage>(
        `${API.getInboxMessages.path}?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(INBOX_PAGE_SIZE) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** One page of the member's inbox (the screen shows its own error state). */
export function useInboxMessages(pageNo: number, enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...inboxQuery(token, pageNo), enabled: enabled && token !== '' });
}
