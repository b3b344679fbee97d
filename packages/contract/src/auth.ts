import { z } from 'zod';
import { AUTH_LIMITS } from './auth-limits.ts';
import { envelope } from './envelope.ts';
import { CAPTCHA_RULE, FIELD_RULES } from './field-rules.ts';
import { text } from './text.ts';

export const Username = text().trim().regex(new RegExp(FIELD_RULES.username.pattern));
/** Digits only; a leading 0 is stripped before sending (spec §5). */
export const MobileNumber = text()
  .trim()
  .regex(new RegExp(FIELD_RULES.mobileNum.pattern))
  .transform((mobile) => mobile.replace(/^0+/, ''));
export const DialingCode = text()
  .regex(/^\+?\d{1,4}$/)
  .transform((code) => code.replace(/^\+/, ''));
export const SmsCode = text().regex(new RegExp(FIELD_RULES.verificationCode.pattern));
export const CaptchaAnswer = text().trim().regex(new RegExp(CAPTCHA_RULE.pattern));
export const Password = text().min(1).max(AUTH_LIMITS.passwordMaxLength);

const captchaFields = {
  captcha: CaptchaAnswer.optional(),
  captchaId: text().max(64).optional(),
};

/** The member portal is the default; agents have their own (spec §6, separate logins). */
export const LoginPortal = z.enum(['member', 'agent']);

export const LoginRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: Username,
    password: Password,
    remember: z.boolean().default(false),
    portal: LoginPortal.default('member'),
    ...captchaFields,
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: MobileNumber,
    countryDialingCode: DialingCode,
    verificationCode: SmsCode,
    remember: z.boolean().default(false),
    portal: LoginPortal.default('member'),
    ...captchaFields,
  }),
]);
export type LoginRequest = z.input<typeof LoginRequest>;

export const SessionGrant = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
  /** Present when `remember` was asked: a revocable token that replaces a stored password. */
  rememberToken: z.string().optional(),
});
export type SessionGrant = z.infer<typeof SessionGrant>;
export const LoginResponse = envelope(SessionGrant);

export const RememberedLoginRequest = z.object({ rememberToken: text().min(16).max(128) });

/** Logout (DELETE with the session's bearer token); a remember token held by the client is revoked too. */
export const LogoutRequest = z.object({ rememberToken: text().min(16).max(128).optional() });

export const TrialLoginRequest = z.object({
  trialName: text().regex(/^[A-Za-z0-9_]{4,32}$/),
  module: text().max(16).optional(),
  /** The player confirms the merchant's minimum age; needed where free play asks for it (decision 0056). */
  ageConfirmed: z.boolean().optional(),
});
export const TrialGrant = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.number().int(),
  merchantCode: z.string(),
});
export type TrialGrant = z.infer<typeof TrialGrant>;

export const MemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

export const ChangePasswordRequest = z.object({
  oldPassword: Password,
  newPassword: Password,
  confirmNewPassword: text().max(AUTH_LIMITS.passwordMaxLength),
});

export const SetPasswordByPhoneRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialingCode,
  verificationCode: SmsCode,
  newPassword: Password,
  confirmNewPassword: text().max(AUTH_LIMITS.passwordMaxLength),
});

export const VerificationPurpose = z.enum(['register', 'login', 'reset-password']);
export const SendCodeRequest = z.object({
  mobileNo: MobileNumber,
  countryDialingCode: DialingCode,
  purpose: VerificationPurpose,
  /** The solved anti-bot (ALTCHA) challenge, base64 JSON as the widget produces it. */
  antiBot: text().min(1).max(4096),
});
export const SentCode = z.object({
  /** When the code stops working (epoch milliseconds). */
  expirationTime: z.number(),
  expiredMinutes: z.number(),
  /** Seconds until another code may be requested (the button countdown). */
  resendAfterSeconds: z.number(),
});

/** A captcha to show: `image` is a PNG as a data URL (spec: "a base64 image"). */
export const Captcha = z.object({
  captchaId: z.string(),
  image: z.string().startsWith('data:image/png;base64,'),
});
export const AntiBotChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AntiBotChallenge = z.infer<typeof AntiBotChallenge>;

export const EncryptionKey = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  publicKey: z.string(),
});

export const Country = z.object({ code: z.string().length(2), name: z.string(), dialingCode: z.string() });
export type Country = z.infer<typeof Country>;
