import type { REGISTRATION_FIELDS } from './registration-fields.ts';

type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/* Zod-free on purpose: the web's forms import these. */

interface FieldRule {
  pattern: string;
  message: string;
}

/**
 * Each field's pattern and the code a refusal carries, defined once: the contract's schemas, the server's
 * registration defaults (for a field whose merchant config names none) and the web's forms all read them.
 */
export const FIELD_RULES = {
  username: { pattern: '^[A-Za-z0-9_]{4,20}$', message: 'invalid_username' },
  mobileNum: { pattern: '^\\d{4,20}$', message: 'invalid_mobile' },
  verificationCode: { pattern: '^\\d{1,10}$', message: 'invalid_verification_code' },
  email: { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'invalid_email' },
  qqNum: { pattern: '^\\d{5,12}$', message: 'invalid_qq' },
  whatsapp: { pattern: '^\\+?\\d{6,20}$', message: 'invalid_whatsapp' },
  zalo: { pattern: '^\\+?\\d{6,20}$', message: 'invalid_zalo' },
  affiliateCode: { pattern: '^[A-Za-z0-9]{4,32}$', message: 'invitation_code_error' },
} as const satisfies Partial<Record<RegistrationField, FieldRule>>;

/** The same rules, looked up by any registration field (the server's fallback for a field with none). */
export const DEFAULT_FIELD_RULES: Partial<Record<RegistrationField, FieldRule>> = FIELD_RULES;

export const CAPTCHA_RULE = {
  pattern: '^[A-Za-z0-9]{1,16}$',
  message: 'in_vwrite_code',
} as const satisfies FieldRule;
