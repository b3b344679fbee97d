import { type AntiBotChallenge, API } from '@lobby/contract';
import { apiRequest } from '../../../shared/api/client.ts';

/** An ALTCHA challenge; each solution is accepted once, so one is fetched per code sent. */
export const fetchAntiBotChallenge = (): Promise<AntiBotChallenge> =>
  apiRequest<AntiBotChallenge>(API.getAntiBotChallenge.path);
