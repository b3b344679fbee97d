/** Constants of launching, the wallet and betting records, without zod (the web imports these). */

/** The lottery host page's `mui` segment: the lottery UI skin (one skin ships). */
export const LOTTO_MUI = 'default';
export const LOTTO_PLAY_TYPES = ['trad', 'ent'] as const;
export const PRIZE_MODES = ['NORMAL', 'ELOTT', 'SEA'] as const;
/** gameId of a lottery lobby launch (spec §4: "a lottery lobby with gameCode lobby"). */
export const LOTTERY_LOBBY_CODE = 'lobby';

/** Payment passwords are six digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** Longest date range one betting-record query may span, in days. */
export const GAME_RECORD_MAX_DAYS = 90;

/** rejected: a bank transfer an operator refused (decision 0047); nothing was credited. */
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'failed', 'rejected'] as const;
/**
 * pending_review: held, waiting for an operator (the member may cancel); approved: accepted, being handed to the
 * payout provider; processing: the provider accepted it; paid; failed (held amount returned); unknown: the
 * provider timed out, stays held until its status check or an operator resolves it; rejected (returned);
 * cancelled by the member (returned). Decision 0046.
 */
export const WITHDRAWAL_STATUSES = [
  'pending_review',
  'approved',
  'processing',
  'paid',
  'failed',
  'unknown',
  'rejected',
  'cancelled',
] as const;
/** States a withdrawal never leaves. */
export const FINAL_WITHDRAWAL_STATUSES = ['paid', 'failed', 'rejected', 'cancelled'] as const;
export const ROUND_STATUSES = ['open', 'settled', 'refunded'] as const;

/**
 * Where the vendor's lottery app (lotto-h5) is served: /m/lotto-h5/{mui}/{playType}/games/{gameId} frames
 * the same path under this base, with the same query. The built-in sandbox vendor serves it.
 */
export const LOTTO_H5_VENDOR_BASE = '/sandbox/lotto-h5';
