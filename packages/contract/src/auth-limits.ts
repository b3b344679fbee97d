/* Zod-free on purpose: the web's forms import these limits. */

/** Business limits of spec §5 and §9 (account and access). */
export const AUTH_LIMITS = {
  captchaMaxLength: 16,
  captchaDigits: 6,
  smsCodeMaxLength: 10,
  mobileMaxLength: 20,
  emailMaxLength: 254,
  passwordMinLength: 8,
  /** Long enough for passphrases; argon2id hashes the whole value, nothing is truncated. */
  passwordMaxLength: 128,
  smsCountdownSeconds: 60,
  smsCodeValidMinutes: 10,
  smsCodeMaxAttempts: 5,
} as const;
