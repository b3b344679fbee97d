import type { RegistrationSettings } from '@lobby/contract';
import { AUTH_LIMITS, FIELD_RULES, type FieldCheck } from '@lobby/contract';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { checkNewPasswordConfirmation } from '../../shared/forms/field-rules.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Auth.module.css';
import { AuthCardPage } from './AuthCardPage.tsx';
import { useRegistrationSettings } from './api/get-registration-settings.ts';
import { setPasswordByPhone } from './api/set-password-by-phone.ts';
import { codeTargetOf, MOBILE_ALIASES } from './code-target.ts';
import { MobileField } from './MobileField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useCountry } from './use-country.ts';

type ForgetField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
const ORDER: readonly ForgetField[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/** The rules of the mobile, code and password fields; the server's registration rules once they arrive. */
function forgetRules(
  settings: RegistrationSettings | undefined,
): Record<ForgetField, FieldCheck | undefined> {
  const rule = (field: 'mobileNum' | 'verificationCode'): FieldCheck => ({
    required: true,
    pattern: settings?.fields[field].pattern ?? FIELD_RULES[field].pattern,
    message: settings?.fields[field].message ?? FIELD_RULES[field].message,
  });
  return {
    mobileNum: rule('mobileNum'),
    verificationCode: rule('verificationCode'),
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
  const form = useForm<ForgetField>({
    initial: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    order: ORDER,
    ruleOf: (field) => rules[field],
    extra: checkNewPasswordConfirmation,
  });
  const { values } = form;
  const [busy, setBusy] = useState(false);
  const fieldProps = (field: ForgetField) => ({ ...form.fieldProps(field), required: true });
  const onServerError = (error: unknown) =>
    form.showRefusal(error, { aliases: MOBILE_ALIASES, patternMessage: (field) => rules[field]?.message });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.validate()) return;
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

  const codeTarget = () => codeTargetOf(form, country, 'reset-password');

  return (
    <AuthCardPage title={t('auth.findBySms')}>
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
        <NewPasswordFields form={form} />
        <Button type="submit" variant="gold" block icon={KeyRound} disabled={busy}>
          {t('auth.resetButton')}
        </Button>
      </form>
    </AuthCardPage>
  );
}
