import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './Auth.module.css';
import { AuthTabs } from './AuthTabs.tsx';
import { useRegistrationSettings } from './api/get-registration-settings.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { registerMethods } from './register-rules.ts';

/** /m/register (and /m/register.html): the form the merchant's registration settings describe. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const settings = useRegistrationSettings();

  let content = <Spinner label={t('common.loading')} />;
  if (settings.data) {
    content =
      registerMethods(settings.data).length > 0 ? (
        <RegisterForm settings={settings.data} />
      ) : (
        <EmptyState icon={UserX} title={t('errors.registration_disabled')} />
      );
  } else if (settings.isError) {
    content = (
      <EmptyState
        icon={UserX}
        title={t('auth.settingsFailed')}
        action={
          <Button variant="gold" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
            {t('gate.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Header />
      <div className={styles.page}>
        <AuthTabs current="register" />
        <section className={styles.card}>{content}</section>
      </div>
    </>
  );
}
