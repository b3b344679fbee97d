import { z } from 'zod';

/**
 * Stable codes sent by the server. Keys from the specification's error catalogue keep their
 * spec names (in_logged_login, free_reject, ...); the rest name the condition.
 */
export const ERROR_CODES = [
  'validation_error',
  'not_found',
  'internal_error',
  'rate_limited',
  'platform_maintenance',
  'ip_blocked',
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
  'invalid_credentials',
  'session_expired',
  'encryption_required',
  'encryption_invalid',
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
  'agent_login_refused',
  'member_login_refused',
  'deposit_refused',
  'registration_disabled',
  'anti_bot_failed',
  'sms_send_failed',
  // games, wallet and vendors
  'game_not_found',
  'free_play_unsupported',
  'game_session_expired',
  'lottery_closed',
  'insufficient_balance',
  'amount_out_of_range',
  'channel_not_found',
  'payment_password_required',
  'payment_password_incorrect',
  'payment_password_exists',
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
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const OK_CODE = 'ok';
