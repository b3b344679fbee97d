import { API, type TrialGrant } from '@lobby/contract';
import { apiRequest } from '../../../shared/api/client.ts';

/** Logs in to the trial (type 4) account of a trial name. */
export const trialLogin = (trialName: string): Promise<TrialGrant> =>
  apiRequest<TrialGrant>(API.trialLogin.path, { method: API.trialLogin.method, body: { trialName } });
