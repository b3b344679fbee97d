import { API } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';
import { useRefreshInbox } from './refresh-inbox.ts';

export const deleteInboxMessage = (id: string) =>
  apiRequest<null>(pathWith(API.deleteInboxMessage.path, { id }), { method: API.deleteInboxMessage.method });

export function useDeleteInboxMessage() {
  const refresh = useRefreshInbox();
  return useMutation({ mutationFn: deleteInboxMessage, onSuccess: refresh });
}
