import { API, type CreateDownlineRequest } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';
import { downlinesKey } from './get-downlines.ts';

/** An agent opens an account for a downline; the list loads again after it. */
export function useCreateDownline() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (body: CreateDownlineRequest) =>
      apiRequest<unknown>(API.createDownline.path, { method: API.createDownline.method, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: downlinesKey(token) }),
  });
}
