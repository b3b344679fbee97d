import {
  type AddPayoutAccountRequest,
  MAX_PAYOUT_ACCOUNTS,
  type MerchantConfig,
  normalisePayoutNumber,
  PAYOUT_NUMBER_PATTERNS,
  type PayoutKind,
  type PayoutKindOffer,
} from '@lobby/contract';
import { ApiError } from '../../shared/api-error.ts';

/** Names compared as people write them: trimmed, inner spaces collapsed, case ignored. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The merchant's offer of a payout kind; 400 payout_kind_unavailable (field kind) when it offers none. */
export function offerOf(config: MerchantConfig, kind: PayoutKind | string): PayoutKindOffer {
  const offer = config.payouts.kinds.find((candidate) => candidate.kind === kind);
  if (!offer) throw new ApiError(400, 'payout_kind_unavailable', { field: 'kind' });
  return offer;
}

/**
 * Checks a new payout account against the merchant's kinds, the kind's number pattern and the member's payee
 * name (decision 0046); answers the normalised number. Nothing is stored by a refusal.
 */
export function checkedPayoutAccount(
  body: AddPayoutAccountRequest,
  context: { config: MerchantConfig; payeeName: string | null; liveAccounts: number },
): string {
  offerOf(context.config, body.kind);
  const number = normalisePayoutNumber(body.accountNumber);
  if (!PAYOUT_NUMBER_PATTERNS[body.kind].test(number)) {
    throw new ApiError(400, 'payout_account_number_invalid', { field: 'accountNumber' });
  }
  if (context.payeeName === null || context.payeeName.trim() === '') {
    throw new ApiError(409, 'payee_name_required', { field: 'holderName' });
  }
  if (comparableName(body.holderName) !== comparableName(context.payeeName)) {
    throw new ApiError(400, 'payout_holder_name_mismatch', { field: 'holderName' });
  }
  if (context.liveAccounts >= MAX_PAYOUT_ACCOUNTS) {
    throw new ApiError(409, 'payout_account_limit', {
      field: 'accountNumber',
      maxAccounts: MAX_PAYOUT_ACCOUNTS,
    });
  }
  return number;
}
