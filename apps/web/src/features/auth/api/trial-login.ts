import { API, type TrialGrant } from '@lobby/contract';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * Logs in to the trial (type 4) account of a trial name; `ageConfirmed` is the player's confirmation of the
 * minimum age, sent where the merchant's free play asks for it (decision 0056).
 */
export const trialLogin = (trialName: string, ageConfirmed?: boolean): Promise<TrialGrant> =>
  apiRequest<TrialGrant>(API.trialLogin.path, {
    method: API.trialLogin.method,
    body: ageConfirmed === undefined ? { trialName } : { trialName, ageConfirmed },
  });
