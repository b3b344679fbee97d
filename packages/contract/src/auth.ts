import { z } from 'zod';
import { AUTH_LIMITS } from './auth-limits.ts';
import { envelope } from './envelope.ts';

export const Username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{4,20}$/);
/** Digits only; a leading 0 is stripped before sending (spec §5). */
export const MobileNumber = z
  .string()
  .trim()
  .regex(/^\d{4,20}$/)
  .transform((mobile) => mobile.replace(/^0+/, ''));
export const DialingCode = z
  .string()
  .regex(/^\+?\d{1,4}$/)
  .transform((code) => code.replace(/^\+/, ''));
export const SmsCode = z.string().regex(/^\d{1,10}$/);
export const CaptchaAnswer = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,16}$/);
export const Password = z.string().min(1).max(AUTH_LIMITS.passwordMaxLength);

const captchaFields = {
  captcha: CaptchaAnswer.optional(),
  captchaId: z.string().max(64).optional(),
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

export const RememberedLoginRequest = z.object({ rememberToken: z.string().min(16).max(128) });

/** Logout (DELETE with the session's bearer token); a remember token held by the client is revoked too. */
export const LogoutRequest = z.object({ rememberToken: z.string().min(16).max(128).optional() });

export const TrialLoginRequest = z.object({
  trialName: z.string().regex(/^[A-Za-z0-9_]{4,32}$/),
  module: z.string().max(16).optional(),
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
  confirmNewPassword: z.string().max(AUTH_LIMITS.passwordMaxLength),
});

export const SetPasswordByPhoneRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialingCode,
  verificationCode: SmsCode,
  newPassword: Password,
  confirmNewPassword: z.string().max(AUTH_LIMITS.passwordMaxLength),
});

export const VerificationPurpose = z.enum(['register', 'login', 'reset-password']);
export const SendCodeRequest = z.object({
  mobileNo: MobileNumber,
  countryDialingCode: DialingCode,
  purpose: VerificationPurpose,
  /** The solved anti-bot (ALTCHA) challenge, base64 JSON as the widget produces it. */
  antiBot: z.string().min(1).max(4096),
});
export const SentCode = z.object({
  /** When the code stops working (epoch milliseconds). */
  expirationTime: z.number(),
  expiredMinutes: z.number(),
  /** Seconds until another code may be requested (the button countdown). */
  resendAfterSeconds: z.number(),
});

export const Captcha = z.object({ captchaId: z.string(), image: z.string() });
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

/** The error value that tells the web to show the captcha (spec §4). */
export const CaptchaDemand = z.object({ captcha: z.literal(true) });
