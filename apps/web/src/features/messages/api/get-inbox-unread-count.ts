import { API, INBOX_UNREAD_THROTTLE_MS, type UnreadCount } from '@lobby/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

export const inboxUnreadKey = (token: string) => sessionQueryKey(token, 'inbox', 'unread');

interface Throttle {
  at: number;
  token: string;
  /** The one call waiting for the window to end, shared by everyone who asked inside it. */
  next?: Promise<number>;
}

/** The latest call per query client: one app has one client, each test its own. */
const latest = new WeakMap<QueryClient, Throttle>();

/**
 * The inbox unread count, at most one call per INBOX_UNREAD_THROTTLE_MS (spec §7): footer, message centre and
 * inbox all ask again at once after a read. Asks inside the window wait for its end and share one call, so
 * the answer is never older than the ask.
 */
function fetchInboxUnreadCount(client: QueryClient, token: string): Promise<number> {
  const call = (): Promise<number> => {
    latest.set(client, { at: performance.now(), token });
    return apiRequest<UnreadCount>(API.getInboxUnreadCount.path).then((value) => value.unReadCount);
  };
  const last = latest.get(client);
  const wait = last && last.token === token ? INBOX_UNREAD_THROTTLE_MS - (performance.now() - last.at) : 0;
  if (!last || wait <= 0) return call();
  last.next ??= new Promise((resolve) => setTimeout(resolve, wait)).then(call);
  return last.next;
}

export const inboxUnreadQuery = (token: string) =>
  queryOptions({
    queryKey: inboxUnreadKey(token),
    queryFn: ({ client }) => fetchInboxUnreadCount(client, token),
    staleTime: 30_000,
    meta: { silent: true },
  });
