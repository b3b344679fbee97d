import { AUTH_LIMITS, type FieldCheck } from '@lobby/contract';
import { Save, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { checkFields, checkNewPasswordConfirmation } from '../../shared/forms/field-rules.ts';
import { problemText } from '../../shared/forms/problem.ts';
import { fieldProblemOf, refusalOf } from '../../shared/forms/server-errors.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './Auth.module.css';
import { AuthCardPage } from './AuthCardPage.tsx';
import { useChangePassword } from './api/change-password.ts';
import { useRegistrationSettings } from './api/get-registration-settings.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PasswordField } from './PasswordField.tsx';
import { dropRememberToken, writeAutoLogin } from './remembered-login.ts';
import { TextField } from './TextField.tsx';

type ChangeField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const ORDER: readonly ChangeField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** Spec §4 and §9: wait message up to 10 s, saved message 1 s, then home after 1 s. */
export const CHANGE_PASSWORD_TIMING = { waitMs: 10_000, savedMs: 1_000, leaveAfterMs: 1_000 } as const;

/** /m/changePsw: old (always: no password is ever kept in the browser), new and confirmed password. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const minLength =
    useRegistrationSettings().data?.fields.password.minLength ?? AUTH_LIMITS.passwordMinLength;
  const change = useChangePassword();
  const rules: Record<ChangeField, FieldCheck | undefined> = {
    oldPassword: { required: true, keepSpaces: true },
    newPassword: { required: true, keepSpaces: true, minLength, maxLength: AUTH_LIMITS.passwordMaxLength },
    confirmNewPassword: undefined,
  };
  const form = useForm<ChangeField>({
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    order: ORDER,
    ruleOf: (field) => rules[field],
    extra: checkNewPasswordConfirmation,
  });
  const { values, focus } = form;
  const [sameAsOld, setSameAsOld] = useState(false);
  const [busy, setBusy] = useState(false);

  // No session on load (or any more): home.
  useEffect(() => {
    if (!session) navigate(HOME_PATH, { replace: true });
  }, [session, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const passwords = checkFields(
      ['oldPassword', 'newPassword'] as const,
      (field) => rules[field],
      (field) => values[field],
    );
    if (!passwords.first && values.newPassword === values.oldPassword) {
      form.setProblems({});
      setSameAsOld(true);
      return;
    }
    if (!form.validate()) return;
    setBusy(true);
    const hide = showToast(t('common.in_please_wait'), 'wait', CHANGE_PASSWORD_TIMING.waitMs);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      // A failure only hides the wait message, and says why.
      hide();
      setBusy(false);
      const onField = fieldProblemOf(error, ORDER);
      if (onField) {
        form.setProblems({});
        form.showProblem(onField.field, onField.problem);
      } else {
        showToast(problemText(refusalOf(error)));
      }
      return;
    }
    hide();
    // The server ended the other sessions and remember tokens; the stored one goes too.
    dropRememberToken();
    writeAutoLogin(false);
    showToast(t('auth.passwordSaved'), 'success', CHANGE_PASSWORD_TIMING.savedMs);
    setTimeout(() => navigate(HOME_PATH), CHANGE_PASSWORD_TIMING.leaveAfterMs);
  };

  const fieldProps = (field: ChangeField) => ({
    ...form.fieldProps(field),
    required: true,
    maxLength: AUTH_LIMITS.passwordMaxLength,
  });

  if (!session) return null;
  return (
    <>
      <AuthCardPage title={t('routes.changePsw')}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('auth.fields.username')}
            icon={UserRound}
            value={session.userName}
            readOnly
            autoComplete="username"
            dir="ltr"
          />
          <PasswordField
            label={t('auth.oldPassword')}
            autoComplete="current-password"
            {...fieldProps('oldPassword')}
          />
          <NewPasswordFields form={form} />
          <Button type="submit" variant="gold" block icon={Save} disabled={busy}>
            {t('auth.confirm')}
          </Button>
        </form>
      </AuthCardPage>
      <Dialog
        open={sameAsOld}
        onClose={() => setSameAsOld(false)}
        title={t('auth.notice')}
        actions={
          <Button
            variant="gold"
            onClick={() => {
              setSameAsOld(false);
              focus('newPassword');
            }}
          >
            {t('auth.ok')}
          </Button>
        }
      >
        <p>{t('errors.password_same_as_old')}</p>
      </Dialog>
    </>
  );
}
