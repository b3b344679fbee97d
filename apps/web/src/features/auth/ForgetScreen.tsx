import type { RegistrationSettings } from '@lobby/contract';
import { AUTH_LIMITS } from '@lobby/contract';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { Header } from '../shell/index.ts';
import styles from './Auth.module.css';
import { useRegistrationSettings } from './api/get-registration-settings.ts';
import { setPasswordByPhone } from './api/set-password-by-phone.ts';
import { checkConfirmation, checkFields, type Problems, problemText, type Rule } from './field-rules.ts';
import { useFieldRefs, useRevalidateOnLanguageChange } from './form-hooks.ts';
import { MobileField } from './MobileField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { errorCodeOf, fieldProblemOf } from './server-errors.ts';
import { useCountry } from './use-country.ts';

type ForgetField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
const ORDER: readonly ForgetField[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/** The rules of the mobile, code and password fields; the server's registration rules once they arrive. */
function forgetRules(settings: RegistrationSettings | undefined): Record<ForgetField, Rule | undefined> {
  const rule = (field: 'mobileNum' | 'verificationCode', pattern: string, message: string): Rule => ({
    required: true,
    pattern: settings?.fields[field].pattern ?? pattern,
    message: settings?.fields[field].message ?? message,
  });
  return {
    mobileNum: rule('mobileNum', '^\\d{4,20}$', 'invalid_mobile'),
    verificationCode: rule('verificationCode', '^\\d{1,10}$', 'invalid_verification_code'),
    newPassword: {
      required: true,
      keepSpaces: true,
      minLength: settings?.fields.password.minLength ?? AUTH_LIMITS.passwordMinLength,
      maxLength: AUTH_LIMITS.passwordMaxLength,
    },
    confirmNewPassword: undefined,
  };
}

/** /m/forget: a new password by SMS code; then the player logs in again. */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const rules = forgetRules(useRegistrationSettings().data);
  const { countries, country, setCountry } = useCountry();
  const [values, setValues] = useState<Record<ForgetField, string>>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [problems, setProblems] = useState<Problems<ForgetField>>({});
  const [busy, setBusy] = useState(false);
  const { refOf, focus } = useFieldRefs<ForgetField>();

  const check = (fields: readonly ForgetField[]) =>
    checkFields(
      fields,
      (field) => rules[field],
      (field) => values[field],
      (field) =>
        field === 'confirmNewPassword'
          ? checkConfirmation(values.newPassword, values.confirmNewPassword)
          : undefined,
    );
  useRevalidateOnLanguageChange(() => setProblems(check(ORDER.filter((field) => problems[field])).problems));

  const set = (field: ForgetField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: ForgetField) => {
    const problem = problems[field];
    return {
      value: values[field],
      onValueChange: set(field),
      error: problem ? problemText(problem) : undefined,
      inputRef: refOf(field),
      required: true,
    };
  };
  const onServerError = (error: unknown) => {
    const onField = fieldProblemOf(error, ORDER, {
      aliases: { mobileNo: 'mobileNum', countryDialingCode: 'mobileNum' },
      patternMessage: (field) => rules[field]?.message,
    });
    if (onField) {
      setProblems((current) => ({ ...current, [onField.field]: onField.problem }));
      focus(onField.field);
    } else {
      showToast(problemText({ code: errorCodeOf(error) }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(ORDER);
    setProblems(checked.problems);
    if (checked.first) {
      focus(checked.first);
      return;
    }
    setBusy(true);
    try {
      await setPasswordByPhone({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: country?.dialingCode ?? '',
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      showToast(t('auth.passwordReset'), 'success');
      navigate(ROUTE_PATHS.login, { replace: true });
    } catch (error) {
      setBusy(false);
      onServerError(error);
    }
  };

  const codeTarget = () => {
    const checked = check(['mobileNum']);
    setProblems((current) => ({ ...current, mobileNum: checked.problems.mobileNum }));
    if (checked.first || !country) {
      focus('mobileNum');
      return undefined;
    }
    return {
      mobileNo: values.mobileNum,
      countryDialingCode: country.dialingCode,
      purpose: 'reset-password' as const,
    };
  };

  return (
    <>
      <Header />
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="forget-title">
          <h2 id="forget-title" className="visually-hidden">
            {t('auth.findBySms')}
          </h2>
          <p className={styles.intro}>{t('auth.forgetIntro')}</p>
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <MobileField
              label={t('auth.fields.mobileNum')}
              countries={countries}
              country={country}
              onCountryChange={setCountry}
              {...fieldProps('mobileNum')}
            />
            <SmsCodeField
              label={t('auth.fields.verificationCode')}
              target={codeTarget}
              onSendError={onServerError}
              {...fieldProps('verificationCode')}
            />
            <PasswordField
              label={t('auth.newPassword')}
              autoComplete="new-password"
              maxLength={AUTH_LIMITS.passwordMaxLength}
              {...fieldProps('newPassword')}
            />
            <PasswordField
              label={t('auth.confirmNewPassword')}
              autoComplete="new-password"
              maxLength={AUTH_LIMITS.passwordMaxLength}
              {...fieldProps('confirmNewPassword')}
            />
            <Button type="submit" variant="gold" block icon={KeyRound} disabled={busy}>
              {t('auth.resetButton')}
            </Button>
          </form>
        </section>
      </div>
    </>
  );
}
