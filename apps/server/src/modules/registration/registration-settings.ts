import {
  AUTH_LIMITS,
  CONFIGURABLE_REGISTRATION_FIELDS,
  DEFAULT_FIELD_RULES,
  type FieldRule,
  type MerchantConfig,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationSettings,
} from '@lobby/contract';

const configurable = new Set<string>(CONFIGURABLE_REGISTRATION_FIELDS);

/**
 * The register form as this merchant has it (spec §2, §5): methods from the whitelabel switches, one rule
 * per field from the merchant's registration config, captcha, minimum age.
 *
 * `fields` describe the username method and the optional fields; the mobile method always needs mobileNum,
 * plus verificationCode when `smsVerification`, plus password and confirmPassword when `mobilePassword`.
 */
export function registrationSettings(config: MerchantConfig): RegistrationSettings {
  const { whitelabel, registration } = config;
  const methods = { username: whitelabel.USERNAMEREG3 === true, mobile: whitelabel.MOBILENUMREG3 === true };
  const smsVerification = methods.mobile && whitelabel.REGMOBVERF3 === true;
  const passwordRule: FieldRule = {
    enabled: true,
    required: true,
    minLength: registration.passwordMinLength,
    maxLength: AUTH_LIMITS.passwordMaxLength,
  };

  const ruleOf = (field: RegistrationField): FieldRule => {
    const stored = configurable.has(field)
      ? registration.fields[field as keyof typeof registration.fields]
      : undefined;
    const fallback = DEFAULT_FIELD_RULES[field];
    const pattern = stored?.pattern ?? fallback?.pattern;
    const message = stored?.message ?? fallback?.message;
    const shaped = (enabled: boolean, required: boolean): FieldRule => ({
      enabled,
      required: enabled && required,
      ...(pattern === undefined ? {} : { pattern }),
      ...(message === undefined ? {} : { message }),
    });
    switch (field) {
      case 'username':
        return shaped(methods.username, true);
      case 'password':
      case 'confirmPassword':
        return passwordRule;
      case 'mobileNum':
        return shaped(methods.mobile || stored?.enabled === true, stored?.required === true);
      case 'verificationCode':
        return shaped(smsVerification, smsVerification);
      default:
        return shaped(stored?.enabled === true, stored?.required === true);
    }
  };

  return {
    methods,
    defaultMethod: methods.mobile && !methods.username ? 'mobile' : 'username',
    smsVerification,
    mobilePassword: whitelabel.MOBILENUMPASSREG3 === true,
    fields: Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ruleOf(field)])) as Record<
      RegistrationField,
      FieldRule
    >,
    captcha: { enabled: registration.captcha },
    minimumAge: config.minimumAge,
    dateOfBirth: { required: registration.dateOfBirthRequired },
  };
}
