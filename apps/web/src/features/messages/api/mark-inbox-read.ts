import { API } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshInbox } from './refresh-inbox.ts';

export const markInboxRead = (messageId: string) =>
  apiRequest<null>(API.markInboxRead.path, { method: API.markInboxRead.method, body: { messageId } });

/** Opening an unread message marks it read; the list and the counts follow. */
export function useMarkInboxRead() {
  const refresh = useRefreshInbox();
  return useMutation({ mutationFn: markInboxRead, onSuccess: refresh });
}
