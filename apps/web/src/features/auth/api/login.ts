import { API, type LoginRequest, type SessionGrant } from '@lobby/contract';
import { encryptedRequest } from './encryption.ts';

/** Logs in by username and password or by mobile and SMS code (encrypted body). */
export const login = (request: LoginRequest): Promise<SessionGrant> =>
  encryptedRequest<SessionGrant>(API.login, request);
