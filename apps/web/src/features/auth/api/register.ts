import { API, type RegisterRequest, type SessionGrant } from '@lobby/contract';
import { encryptedRequest } from './encryption.ts';

/** Registers by username or by mobile number (encrypted body); the new member is logged in. */
export const register = (method: 'username' | 'mobile', request: RegisterRequest): Promise<SessionGrant> =>
  encryptedRequest<SessionGrant>(
    method === 'username' ? API.registerByUsername : API.registerByMobile,
    request,
  );
