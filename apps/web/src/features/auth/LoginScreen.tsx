import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { RETURN_PARAM, safeReturnPath } from '../../shared/return-path.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import { ResponsibleGamingLink } from '../../shared/ui/ResponsibleGamingLink.tsx';
import styles from './Auth.module.css';
import { AuthTabs } from './AuthTabs.tsx';
import { LoginForm } from './LoginForm.tsx';

/** /m/login: the login form under the login/register tab bar; a login goes back where ?next says, else home. */
export default function LoginScreen() {
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const next = safeReturnPath(search.get(RETURN_PARAM));
  const onDone = useCallback(() => navigate(next ?? HOME_PATH, { replace: true }), [navigate, next]);
  return (
    <>
      <Header />
      <div className={styles.page}>
        <AuthTabs current="login" />
        <section className={styles.card}>
          <LoginForm formId="screen" onDone={onDone} />
        </section>
        <ResponsibleGamingLink className={styles.rgLink} />
      </div>
    </>
  );
}
