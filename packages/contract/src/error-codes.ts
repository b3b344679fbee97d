import { z } from 'zod';

/**
 * Stable codes sent by the server. Keys from the specification's error catalogue keep their
 * spec names (in_logged_login, free_reject, ...); the rest name the condition.
 */
export const ERROR_CODES = [
  'validation_error',
  /** Registration: the date of birth is below the merchant's minimum age (field dateOfBirth). */
  'under_age',
  'not_found',
  'internal_error',
  'rate_limited',
  // requests refused before they reach a route (HTTP, URL, body)
  'bad_request',
  'request_timeout',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'header_too_large',
  'platform_maintenance',
  'ip_blocked',
  'not_ready',
  'access_denied',
  'unknown_merchant',
  'in_logged_login',
  'free_reject',
  'contact_service',
  'invitation_code_error',
  'in_vwrite_code',
  'in_confirmation_correct',
  'in_incorrect_password',
  // accounts and access
  'captcha_required',
  'forbidden',
  'csrf_invalid',
  'second_factor_invalid',
  'challenge_expired',
  'enrolment_invalid',
  'operator_exists',
  'operator_self_change',
  'approver_must_differ',
  'adjustment_moved_on',
  /** Merchant settings: another operator saved since the form was read (decision 0059). */
  'merchant_settings_moved_on',
  /** createConsoleMerchant: a merchant has this code already (field code). */
  'merchant_exists',
  /** createConsoleMerchant: another merchant answers on this domain (field domains.N). */
  'domain_taken',
  'deposit_moved_on',
  /** reviewAgentContractRequest: the request was already decided (or is no longer reviewable). */
  'contract_request_decided',
  /** holdAgentPayout: the payout is not due (hold) or not held (release): paid, none, or decided by another. */
  'agent_payout_moved_on',
  /** reviewKycDocument: the document is no longer pending. */
  'kyc_document_moved_on',
  /**
   * requestWithdrawal: above the merchant's threshold without a verified identity (field amount);
   * launchGame and seamless-wallet bets where the merchant's real-money play needs one (decision 0056).
   */
  'identity_not_verified',
  /** trialLogin: the merchant's free play needs the player's age confirmation (field ageConfirmed). */
  'age_confirmation_required',
  /** createTrialAccount, trialLogin: the merchant's free play needs a verified identity; no trial accounts. */
  'free_play_needs_identity',
  /** uploadKycDocument: not png, jpeg or pdf by content. */
  'document_type_not_allowed',
  /** uploadKycDocument: more than KYC_DOCUMENT_MAX_BYTES. */
  'document_too_large',
  'reward_claim_moved_on',
  'turnover_outstanding',
  'turnover_not_lower',
  'limit_change_not_pending',
  'limit_change_not_due',
  'deposit_limit_exceeded',
  'loss_limit_reached',
  'wager_limit_reached',
  'session_limit_reached',
  'feedback_already_answered',
  'member_already_locked',
  'member_not_locked',
  'invalid_credentials',
  'session_expired',
  'encryption_required',
  'encryption_invalid',
  'encryption_expired',
  'encryption_replayed',
  'verification_code_error',
  'verification_code_resend_too_soon',
  'username_exists',
  'email_exists',
  'mobile_exists',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_same_as_old',
  'user_disabled',
  'reality_check_due',
  'agent_login_refused',
  'member_login_refused',
  'deposit_refused',
  'registration_disabled',
  'anti_bot_failed',
  'sms_send_failed',
  // games, wallet and vendors
  'game_not_found',
  /** A launch of a vendor inside its maintenance window (decision 0060); value.message is the operator's text. */
  'vendor_maintenance',
  /** syncConsoleVendorGames for a vendor whose adapter cannot list its games. */
  'game_sync_unsupported',
  'free_play_unsupported',
  'game_session_expired',
  'lottery_closed',
  'insufficient_balance',
  'amount_out_of_range',
  'channel_not_found',
  'payment_password_required',
  'payment_password_incorrect',
  'payment_password_exists',
  // payout accounts and withdrawals (decision 0046)
  'payout_kind_unavailable',
  'payout_account_number_invalid',
  'payout_holder_name_mismatch',
  'payee_name_required',
  'payout_account_exists',
  'payout_account_limit',
  'payout_account_not_found',
  'withdrawal_state_changed',
  'date_range_invalid',
  'invalid_signature',
  'transaction_conflict',
  'transaction_not_found',
  'round_settled',
  'currency_mismatch',
  // member centre, messages, agents, promotions, feedback
  'feature_unavailable',
  'agent_only',
  'contract_not_pending',
  'activity_closed',
  'activity_already_joined',
  'activity_not_claimable',
  'reward_not_claimable',
  'already_signed_in',
  'feedback_word_count',
  'image_type_not_allowed',
  'image_too_large',
  'too_many_images',
  // player protection (issue 17)
  'timed_out',
  /** The merchant switched this player protection tool off (decision 0059); value.tool names it. */
  'protection_tool_off',
  'self_excluded',
  'self_exclusion_return_pending',
  /** Registration or login of a person on the exclusion register (decision 0055). */
  'exclusion_registered',
  /** Console: an operator limit looser than the member's own (field limits.N.amount, playerAmount). */
  'operator_limit_looser',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const OK_CODE = 'ok';
