import { UserX } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { ResponsibleGamingLink } from '../../shared/ui/ResponsibleGamingLink.tsx';
import styles from './Auth.module.css';
import { AuthTabs } from './AuthTabs.tsx';
import { useRegistrationSettings } from './api/get-registration-settings.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { registerMethods } from './register-rules.ts';

/** /m/register (and /m/register.html): the form the merchant's registration settings describe. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const settings = useRegistrationSettings();

  const content = settings.data ? (
    registerMethods(settings.data).length > 0 ? (
      <RegisterForm settings={settings.data} />
    ) : (
      <EmptyState icon={UserX} title={t('errors.registration_disabled')} />
    )
  ) : (
    <QueryFallback query={settings} skeleton="article" />
  );

  return (
    <>
      <Header />
      <div className={styles.page}>
        <AuthTabs current="register" />
        <section className={styles.card}>{content}</section>
        <ResponsibleGamingLink className={styles.rgLink} />
      </div>
    </>
  );
}
