import { AUTH_LIMITS } from '@lobby/contract';
import type { Form } from '../../shared/forms/use-form.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { PasswordField } from './PasswordField.tsx';

type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/** The new password and its confirmation of the forget and change-password screens. */
export function NewPasswordFields({ form }: { form: Pick<Form<NewPasswordField>, 'fieldProps'> }) {
  const { t } = useTranslation();
  const props = (field: NewPasswordField) => ({
    ...form.fieldProps(field),
    autoComplete: 'new-password',
    maxLength: AUTH_LIMITS.passwordMaxLength,
    required: true,
  });
  return (
    <>
      <PasswordField label={t('auth.newPassword')} {...props('newPassword')} />
      <PasswordField label={t('auth.confirmNewPassword')} {...props('confirmNewPassword')} />
    </>
  );
}
