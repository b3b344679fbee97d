import { API, type ChangePasswordRequest } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { InferInput } from '../../../shared/api/infer.ts';

export type ChangePassword = InferInput<typeof ChangePasswordRequest>;

export const changePassword = (request: ChangePassword): Promise<null> =>
  apiRequest<null>(API.changePassword.path, { method: API.changePassword.method, body: request });

/** A mutation, so an ended session on the way sends the player to login (query client). */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
