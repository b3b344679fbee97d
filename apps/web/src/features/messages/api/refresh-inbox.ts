import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../shared/session.ts';
import { inboxKey } from './get-inbox-messages.ts';
import { inboxUnreadKey } from './get-inbox-unread-count.ts';

/** After a message was read or deleted: the list and the unread count load again. */
export function useRefreshInbox(): () => Promise<void> {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: inboxKey(token) }),
      client.invalidateQueries({ queryKey: inboxUnreadKey(token) }),
    ]);
  }, [client, token]);
}
