import type { FieldCheck, RegisterRequest, RegistrationField, RegistrationSettings } from '@lobby/contract';
import { AUTH_LIMITS } from '@lobby/contract';
import { CalendarDays, Smartphone, UserPlus, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { ApiError } from '../../shared/api/client.ts';
import { CAPTCHA_FIELD_RULE, checkConfirmation } from '../../shared/forms/field-rules.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { TaggedText } from '../../shared/i18n/tagged-text.tsx';
import { HOME_PATH, ROUTE_PATHS } from '../../shared/routes.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { type InstallState, useInstallState } from '../pwa/index.ts';
import styles from './Auth.module.css';
import { register } from './api/register.ts';
import { validateAffiliateCode } from './api/validate-affiliate-code.ts';
import { CaptchaField, useCaptcha } from './CaptchaField.tsx';
import { codeTargetOf, MOBILE_ALIASES } from './code-target.ts';
import { MethodToggle } from './MethodToggle.tsx';
import { MobileField } from './MobileField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { TEXT_FIELD_LOOK } from './register-fields.ts';
import {
  defaultRegisterMethod,
  type RegisterMethod,
  registerMethods,
  registerRule,
  visibleRegisterFields,
} from './register-rules.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { startSession } from './session-start.ts';
import { showSendCodeError } from './show-send-code-error.ts';
import { TextField } from './TextField.tsx';
import { useCountry } from './use-country.ts';

type FormField = RegistrationField | 'captcha' | 'dateOfBirth';

/** The date of birth where the merchant asks for it: required; the age itself is the server's to judge. */
const DATE_OF_BIRTH_RULE: FieldCheck = { required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** Where the player registers from (spec §3 registerMethod). */
function registerMethodOf(install: InstallState): NonNullable<RegisterRequest['registerMethod']> {
  if (install.nativeShell) return 'APP';
  if (install.installed) return install.platform === 'ios' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

const blankValues = (): Record<FormField, string> => ({
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  dateOfBirth: '',
});

/** Passwords are sent as typed; every other value trimmed. */
const keepsSpaces = (field: RegistrationField) => field === 'password' || field === 'confirmPassword';

/**
 * Registration by username or mobile number, with the fields, rules and captcha of the merchant's settings
 * (spec §2, §5): the first failing field is focused, an affiliate code is checked with the server first.
 */
export function RegisterForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation();
  const { info } = useSystemStatus();
  const install = useInstallState();
  const [, navigate] = useLocation();
  const methods = registerMethods(settings);
  const [method, setMethod] = useState<RegisterMethod>(() => defaultRegisterMethod(settings));
  const [search] = useSearchParams();
  const [agreed, setAgreed] = useState(true);
  const { captcha, refresh: refreshCaptcha } = useCaptcha('register', settings.captcha.enabled);
  const [busy, setBusy] = useState(false);

  const shown = visibleRegisterFields(settings, method);
  const { countries, country, setCountry } = useCountry(undefined, shown.includes('mobileNum'));
  const askBirth = settings.dateOfBirth.required;
  const order: FormField[] = [
    ...shown,
    ...(askBirth ? (['dateOfBirth'] as const) : []),
    ...(settings.captcha.enabled ? (['captcha'] as const) : []),
  ];
  const ruleOf = (field: FormField): FieldCheck | undefined => {
    if (field === 'captcha') return CAPTCHA_FIELD_RULE;
    if (field === 'dateOfBirth') return DATE_OF_BIRTH_RULE;
    return registerRule(settings, method, field);
  };
  const form = useForm<FormField>({
    // An invite link (getAffiliateCode) carries the inviter's code: /m/register?affiliateCode=…
    initial: () => ({
      ...blankValues(),
      affiliateCode: search.get('affiliateCode')?.trim().slice(0, 32) ?? '',
    }),
    order,
    ruleOf,
    extra: (field, values) =>
      field === 'confirmPassword' ? checkConfirmation(values.password, values.confirmPassword) : undefined,
  });
  const { values, setValues, showProblem, setProblems } = form;

  const onServerError = (error: unknown) =>
    form.showRefusal(error, {
      aliases: MOBILE_ALIASES,
      patternMessage: (field) => {
        if (field === 'captcha') return 'in_vwrite_code';
        return field === 'dateOfBirth' ? undefined : settings.fields[field].message;
      },
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !agreed) return;
    if (!form.validate()) return;
    setBusy(true);
    try {
      const affiliateCode = values.affiliateCode.trim();
      if (shown.includes('affiliateCode') && affiliateCode) {
        try {
          await validateAffiliateCode(affiliateCode);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'invitation_code_error') {
            showProblem('affiliateCode', { code: 'invitation_code_error' });
          } else {
            onServerError(error);
          }
          return;
        }
      }

      const filled: Partial<Record<RegistrationField, string>> = {};
      for (const field of shown) {
        const value = keepsSpaces(field) ? values[field] : values[field].trim();
        if (value !== '') filled[field] = value;
      }
      const request: RegisterRequest = {
        ...filled,
        ...(filled.mobileNum && country ? { countryDialingCode: country.dialingCode } : {}),
        ...(askBirth ? { dateOfBirth: values.dateOfBirth } : {}),
        ...(settings.captcha.enabled && captcha
          ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId }
          : {}),
        registerUrl: window.location.href.slice(0, 512),
        registerMethod: registerMethodOf(install),
        domain: window.location.hostname,
        type: 0,
        agreement: true,
      };
      try {
        startSession(await register(method, request));
      } catch (error) {
        if (settings.captcha.enabled) {
          refreshCaptcha();
          setValues((current) => ({ ...current, captcha: '' }));
        }
        onServerError(error);
        return;
      }
      showToast(t('auth.registered'), 'success');
      navigate(HOME_PATH, { replace: true });
    } finally {
      setBusy(false);
    }
  };

  const codeTarget = () => codeTargetOf(form, country, 'register');

  const fieldProps = (field: FormField) => ({
    ...form.fieldProps(field),
    required: ruleOf(field)?.required === true || field === 'confirmPassword',
  });

  const renderField = (field: RegistrationField) => {
    const label = t(`auth.fields.${field}`);
    switch (field) {
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <PasswordField
            key={field}
            label={label}
            autoComplete="new-password"
            maxLength={AUTH_LIMITS.passwordMaxLength}
            {...fieldProps(field)}
          />
        );
      case 'mobileNum':
        return (
          <MobileField
            key={field}
            label={label}
            placeholder={t('auth.mobileHint')}
            countries={countries}
            country={country}
            onCountryChange={setCountry}
            {...fieldProps(field)}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            label={label}
            target={codeTarget}
            onSendError={(error) => showSendCodeError(error, setProblems)}
            {...fieldProps(field)}
          />
        );
      default: {
        const { icon, ...look } = TEXT_FIELD_LOOK[field] ?? { icon: UserRound };
        return (
          <TextField
            key={field}
            label={label}
            icon={icon}
            spellCheck={false}
            {...look}
            {...fieldProps(field)}
          />
        );
      }
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {methods.length > 1 ? (
        <MethodToggle
          label={t('auth.registerMethod')}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setProblems({});
          }}
          other={{ value: 'mobile', label: t('auth.methodMobile'), icon: Smartphone }}
        />
      ) : null}

      {shown.map(renderField)}

      {askBirth ? (
        <TextField
          label={t('auth.dateOfBirth')}
          icon={CalendarDays}
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          {...fieldProps('dateOfBirth')}
        />
      ) : null}

      {settings.captcha.enabled ? (
        <CaptchaField
          label={t('auth.captcha')}
          captcha={captcha}
          onRefresh={refreshCaptcha}
          {...fieldProps('captcha')}
        />
      ) : null}

      <label className={`${styles.check} ${styles.agreement}`}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>
          <TaggedText
            text={t('auth.agreement', { age: info.register.minimumAge })}
            tag="terms"
            render={(terms) => (
              <Link to={ROUTE_PATHS.help} className={styles.inlineLink}>
                {terms}
              </Link>
            )}
          />
        </span>
      </label>

      <Button type="submit" variant="gold" block icon={UserPlus} disabled={!agreed || busy}>
        {t('auth.registerButton')}
      </Button>
    </form>
  );
}
