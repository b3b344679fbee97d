import { AUTH_LIMITS } from '@lobby/contract';
import { Save, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { Header } from '../shell/index.ts';
import styles from './Auth.module.css';
import { useChangePassword } from './api/change-password.ts';
import { useRegistrationSettings } from './api/get-registration-settings.ts';
import { checkConfirmation, checkFields, type Problems, problemText, type Rule } from './field-rules.ts';
import { useFieldRefs, useRevalidateOnLanguageChange } from './form-hooks.ts';
import { PasswordField } from './PasswordField.tsx';
import { dropRememberToken, writeAutoLogin } from './remembered-login.ts';
import { errorCodeOf, fieldProblemOf } from './server-errors.ts';
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
  const [values, setValues] = useState<Record<ChangeField, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [problems, setProblems] = useState<Problems<ChangeField>>({});
  const [sameAsOld, setSameAsOld] = useState(false);
  const [busy, setBusy] = useState(false);
  const { refOf, focus } = useFieldRefs<ChangeField>();

  // No session on load (or any more): home.
  useEffect(() => {
    if (!session) navigate(HOME_PATH, { replace: true });
  }, [session, navigate]);

  const rules: Record<ChangeField, Rule | undefined> = {
    oldPassword: { required: true, keepSpaces: true },
    newPassword: { required: true, keepSpaces: true, minLength, maxLength: AUTH_LIMITS.passwordMaxLength },
    confirmNewPassword: undefined,
  };
  const check = (fields: readonly ChangeField[]) =>
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const passwords = check(['oldPassword', 'newPassword']);
    if (!passwords.first && values.newPassword === values.oldPassword) {
      setProblems({});
      setSameAsOld(true);
      return;
    }
    const checked = check(ORDER);
    setProblems(checked.problems);
    if (checked.first) {
      focus(checked.first);
      return;
    }
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
        setProblems({ [onField.field]: onField.problem });
        focus(onField.field);
      } else {
        showToast(problemText({ code: errorCodeOf(error) }));
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

  const fieldProps = (field: ChangeField) => {
    const problem = problems[field];
    return {
      value: values[field],
      onValueChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
      error: problem ? problemText(problem) : undefined,
      inputRef: refOf(field),
      required: true,
      maxLength: AUTH_LIMITS.passwordMaxLength,
    };
  };

  if (!session) return null;
  return (
    <>
      <Header />
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="change-password-title">
          <h2 id="change-password-title" className="visually-hidden">
            {t('routes.changePsw')}
          </h2>
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
            <PasswordField
              label={t('auth.newPassword')}
              autoComplete="new-password"
              {...fieldProps('newPassword')}
            />
            <PasswordField
              label={t('auth.confirmNewPassword')}
              autoComplete="new-password"
              {...fieldProps('confirmNewPassword')}
            />
            <Button type="submit" variant="gold" block icon={Save} disabled={busy}>
              {t('auth.confirm')}
            </Button>
          </form>
        </section>
      </div>
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
