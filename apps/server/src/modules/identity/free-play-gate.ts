import type { MerchantConfig } from '@lobby/contract';
import { ApiError } from '../../shared/api-error.ts';

/**
 * The merchant's free-play check at the trial operations (decision 0056): where it needs a verified identity
 * no trial account is made or logged in to (403 free_play_needs_identity); where it needs the age
 * declaration, trialLogin must carry `ageConfirmed: true` (400 age_confirmation_required, with the age).
 * `login` absent: the name-only step (createTrialAccount), which asks for no confirmation.
 */
export function freePlayGate(
  config: Pick<MerchantConfig, 'kyc' | 'minimumAge'>,
  login?: { ageConfirmed?: boolean },
): void {
  const check = config.kyc.freePlay;
  if (check === 'identity') throw new ApiError(403, 'free_play_needs_identity');
  if (check === 'ageDeclaration' && login && login.ageConfirmed !== true)
    throw new ApiError(400, 'age_confirmation_required', {
      field: 'ageConfirmed',
      minimumAge: config.minimumAge,
    });
}
