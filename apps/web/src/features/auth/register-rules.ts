import {
  type FieldCheck,
  OPTIONAL_REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationSettings,
} from '@lobby/contract';

export type RegisterMethod = 'username' | 'mobile';

/** The enabled register methods; the toggle shows only when both are (USERNAMEREG3 and MOBILENUMREG3). */
export const registerMethods = (settings: RegistrationSettings): RegisterMethod[] =>
  (['username', 'mobile'] as const).filter((method) => settings.methods[method]);

/** Mobile if mobile is enabled and username is not, else username (spec §2); the server says the same. */
export function defaultRegisterMethod(settings: RegistrationSettings): RegisterMethod {
  const methods = registerMethods(settings);
  if (methods.includes(settings.defaultMethod)) return settings.defaultMethod;
  return settings.methods.mobile && !settings.methods.username ? 'mobile' : 'username';
}

/** The fields the form shows for a method, in form order (the captcha and agreement come after). */
export function visibleRegisterFields(
  settings: RegistrationSettings,
  method: RegisterMethod,
): RegistrationField[] {
  const { fields } = settings;
  const passwords: RegistrationField[] = ['password', 'confirmPassword'];
  const head: RegistrationField[] =
    method === 'username'
      ? ['username', ...passwords, ...(fields.mobileNum.enabled ? (['mobileNum'] as const) : [])]
      : [
          'mobileNum',
          ...(settings.smsVerification ? (['verificationCode'] as const) : []),
          ...(settings.mobilePassword ? passwords : []),
        ];
  return [...head, ...OPTIONAL_REGISTRATION_FIELDS.filter((field) => fields[field].enabled)];
}

/** The rule a shown field is checked with: the server's rule, with what the method itself requires. */
export function registerRule(
  settings: RegistrationSettings,
  method: RegisterMethod,
  field: RegistrationField,
): FieldCheck | undefined {
  const rule = settings.fields[field];
  if (field === 'confirmPassword') return undefined; // checked against the password instead
  const requiredByMethod =
    method === 'mobile' && (field === 'mobileNum' || field === 'verificationCode' || field === 'password');
  const passwordLike = field === 'password';
  return {
    required: rule.required || requiredByMethod,
    ...(rule.pattern === undefined ? {} : { pattern: rule.pattern }),
    ...(rule.message === undefined ? {} : { message: rule.message }),
    ...(rule.minLength === undefined ? {} : { minLength: rule.minLength }),
    ...(rule.maxLength === undefined ? {} : { maxLength: rule.maxLength }),
    ...(passwordLike ? { keepSpaces: true } : {}),
  };
}
