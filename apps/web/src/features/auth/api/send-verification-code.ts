import { API, type SentCode as SentCodeSchema, type VerificationPurpose } from '@lobby/contract';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { antiBotSolution, solveChallenge } from '../anti-bot.ts';
import { fetchAntiBotChallenge } from './get-anti-bot-challenge.ts';

export type SentCode = Infer<typeof SentCodeSchema>;
export type CodePurpose = Infer<typeof VerificationPurpose>;

export interface CodeTarget {
  mobileNo: string;
  countryDialingCode: string;
  purpose: CodePurpose;
}

/** Sends an SMS code: solves an anti-bot challenge first, then asks for the code (leading 0 stripped). */
export async function sendVerificationCode(target: CodeTarget): Promise<SentCode> {
  const challenge = await fetchAntiBotChallenge();
  const number = await solveChallenge(challenge);
  if (number === undefined) throw new ApiError('anti_bot_failed', 0);
  return apiRequest<SentCode>(API.sendVerificationCode.path, {
    method: API.sendVerificationCode.method,
    body: {
      ...target,
      mobileNo: target.mobileNo.trim().replace(/^0+/, ''),
      antiBot: antiBotSolution(challenge, number),
    },
  });
}
