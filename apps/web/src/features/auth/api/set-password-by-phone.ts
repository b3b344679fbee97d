import { API, type SetPasswordByPhoneRequest } from '@lobby/contract';
import type { InferInput } from '../../../shared/api/infer.ts';
import { encryptedRequest } from './encryption.ts';

export type SetPasswordByPhone = InferInput<typeof SetPasswordByPhoneRequest>;

/** Forgotten password: sets a new one with an SMS code (encrypted body). */
export const setPasswordByPhone = (request: SetPasswordByPhone): Promise<null> =>
  encryptedRequest<null>(API.setPasswordByPhone, request);
