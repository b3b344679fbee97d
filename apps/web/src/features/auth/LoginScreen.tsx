import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../shared/routes.ts';
import { Header } from '../../shared/ui/FrameHeader.tsx';
import styles from './Auth.module.css';
import { AuthTabs } from './AuthTabs.tsx';
import { LoginForm } from './LoginForm.tsx';

/** /m/login: the login form under the login/register tab bar; a login lands on home. */
export default function LoginScreen() {
  const [, navigate] = useLocation();
  const onDone = useCallback(() => navigate(HOME_PATH, { replace: true }), [navigate]);
  return (
    <>
      <Header />
      <div className={styles.page}>
        <AuthTabs current="login" />
        <section className={styles.card}>
          <LoginForm formId="screen" onDone={onDone} />
        </section>
      </div>
    </>
  );
}
