import { API, type SetPaymentPasswordRequest } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';
import { withdrawalsKey } from './get-withdrawals.ts';

export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  apiRequest<null>(API.setPaymentPassword.path, { method: API.setPaymentPassword.method, body });

/** Sets the payment password; the withdraw screen then offers the withdrawal form. */
export function useSetPaymentPassword() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => void client.invalidateQueries({ queryKey: withdrawalsKey(token) }),
  });
}
