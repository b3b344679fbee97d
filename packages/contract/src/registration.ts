import { z } from 'zod';
import { CaptchaAnswer, DialingCode, MobileNumber, Password, SmsCode, Username } from './auth.ts';
import { AUTH_LIMITS } from './auth-limits.ts';
import { CONFIGURABLE_REGISTRATION_FIELDS, REGISTRATION_FIELDS } from './registration-fields.ts';
import { text } from './text.ts';

export const RegistrationField = z.enum(REGISTRATION_FIELDS);
export type RegistrationField = z.infer<typeof RegistrationField>;

/** One generic rule per field (spec §5): pattern is a JavaScript RegExp source, message an i18n code. */
export const FieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  pattern: z.string().optional(),
  message: z.string().optional(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
});
export type FieldRule = z.infer<typeof FieldRule>;

/**
 * How a merchant configures one register field (stored in MerchantConfig.registration). `pattern` is a
 * JavaScript RegExp source tested with `new RegExp(pattern)` against the trimmed value; `message` is the
 * i18n key the web shows when the value does not match.
 */
export const RegistrationFieldConfig = z.object({
  enabled: z.boolean(),
  required: z.boolean().default(false),
  pattern: text()
    .max(512)
    .refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'expected a valid regular expression')
    .optional(),
  message: text().max(128).optional(),
});
export type RegistrationFieldConfig = z.infer<typeof RegistrationFieldConfig>;

export const ConfigurableRegistrationField = z.enum(CONFIGURABLE_REGISTRATION_FIELDS);
export type ConfigurableRegistrationField = z.infer<typeof ConfigurableRegistrationField>;

export const RegistrationConfig = z.object({
  fields: z.partialRecord(ConfigurableRegistrationField, RegistrationFieldConfig).default({}),
  /** The image captcha on the register screen. */
  captcha: z.boolean().default(false),
  /** The register screen asks for the date of birth and refuses an under-age one (decision 0053). */
  dateOfBirthRequired: z.boolean().default(false),
  /** At least 8 (and at most 128, the longest password accepted). */
  passwordMinLength: z
    .number()
    .int()
    .min(AUTH_LIMITS.passwordMinLength)
    .max(AUTH_LIMITS.passwordMaxLength)
    .default(AUTH_LIMITS.passwordMinLength),
});
export type RegistrationConfig = z.infer<typeof RegistrationConfig>;

/** What a merchant stored before registration settings existed gets: every optional field off, no captcha. */
export const DEFAULT_REGISTRATION_CONFIG: RegistrationConfig = {
  fields: {},
  captcha: false,
  dateOfBirthRequired: false,
  passwordMinLength: AUTH_LIMITS.passwordMinLength,
};

export const RegistrationSettings = z.object({
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  defaultMethod: z.enum(['username', 'mobile']),
  /** REGMOBVERF3: a mobile registration needs an SMS code. */
  smsVerification: z.boolean(),
  /** MOBILENUMPASSREG3: a mobile registration sets a password. */
  mobilePassword: z.boolean(),
  fields: z.record(RegistrationField, FieldRule),
  captcha: z.object({ enabled: z.boolean() }),
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  /** The merchant asks for the date of birth: required, and refused (under_age) below the minimum age. */
  dateOfBirth: z.object({ required: z.boolean() }),
});
export type RegistrationSettings = z.infer<typeof RegistrationSettings>;

export const RegisterMethod = z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']);

const optionalText = (max: number) => text().trim().max(max).optional();

/** The registration payload of spec §3; the settings decide which optional fields apply and are required. */
export const RegisterRequest = z.object({
  username: Username.optional(),
  password: Password.optional(),
  confirmPassword: text().max(256).optional(),
  mobileNum: MobileNumber.optional(),
  countryDialingCode: DialingCode.optional(),
  verificationCode: SmsCode.optional(),
  paymentPassword: optionalText(64),
  idNumber: optionalText(64),
  qqNum: optionalText(32),
  facebook: optionalText(128),
  wechat: optionalText(128),
  line: optionalText(128),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  email: text().trim().max(254).optional(),
  nickname: optionalText(32),
  payeeName: optionalText(64),
  recommenderId: optionalText(32),
  affiliateCode: optionalText(32),
  captcha: CaptchaAnswer.optional(),
  captchaId: text().max(64).optional(),
  registerUrl: optionalText(512),
  registerMethod: RegisterMethod.default('H5'),
  domain: optionalText(255),
  smsTemplate: optionalText(64),
  type: z.literal(0).default(0),
  /** A calendar date (YYYY-MM-DD); needed where the merchant asks for it (settings.dateOfBirth). */
  dateOfBirth: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** The agreement control: terms accepted and the merchant's minimum age confirmed. */
  agreement: z.literal(true),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const Availability = z.object({ available: z.boolean() });
