import { API } from '@lobby/contract';
import { apiRequest } from '../../../shared/api/client.ts';

/** Ends the session of the current token and revokes the remember token given. */
export const logout = (rememberToken: string | undefined): Promise<null> =>
  apiRequest<null>(API.logout.path, {
    method: API.logout.method,
    ...(rememberToken ? { body: { rememberToken } } : {}),
  });
