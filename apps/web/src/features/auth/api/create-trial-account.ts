import { API } from '@lobby/contract';
import { apiRequest } from '../../../shared/api/client.ts';

/** A fresh trial name for test play; the account itself is made by trialLogin. */
export const createTrialAccount = (): Promise<string> => apiRequest<string>(API.createTrialAccount.path);
