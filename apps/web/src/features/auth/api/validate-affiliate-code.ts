import { API } from '@lobby/contract';
import { apiRequest, pathWith } from '../../../shared/api/client.ts';

/** Whether an affiliate (invitation) code exists; an unknown one fails with invitation_code_error. */
export const validateAffiliateCode = (code: string): Promise<boolean> =>
  apiRequest<boolean>(pathWith(API.validateAffiliateCode.path, { code: code.trim() }));
