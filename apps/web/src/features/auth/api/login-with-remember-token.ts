import { API, type SessionGrant } from '@lobby/contract';
import { apiRequest } from '../../../shared/api/client.ts';

/** Restores a remembered login; the answer carries the remember token that replaces the one sent. */
export const loginWithRememberToken = (rememberToken: string): Promise<SessionGrant> =>
  apiRequest<SessionGrant>(API.loginWithRememberToken.path, {
    method: API.loginWithRememberToken.method,
    body: { rememberToken },
  });
