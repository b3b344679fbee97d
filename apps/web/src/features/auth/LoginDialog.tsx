import { useCallback, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH, ROUTE_PATHS } from '../../shared/routes.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import styles from './Auth.module.css';
import { LoginForm, type LoginOutcome } from './LoginForm.tsx';

/** While the login modal is shown the body carries this class (spec §2: the modal toggles a body style). */
export const LOGIN_MODAL_BODY_CLASS = 'login-modal-open';

/** The login form as a modal, over whatever page needed a member; a login closes it there. */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  useEffect(() => {
    document.body.classList.toggle(LOGIN_MODAL_BODY_CLASS, open);
    return () => document.body.classList.remove(LOGIN_MODAL_BODY_CLASS);
  }, [open]);

  const onDone = useCallback(
    (outcome: LoginOutcome) => {
      onClose();
      // Test play goes home, as it does from the login screen.
      if (outcome === 'trial') navigate(HOME_PATH);
    },
    [onClose, navigate],
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('account.login')}>
      <LoginForm formId="dialog" onDone={onDone} />
      <p className={styles.footnote}>
        {t('auth.noAccount')}{' '}
        <Link to={ROUTE_PATHS.register} className={styles.link} onClick={onClose}>
          {t('account.register')}
        </Link>
      </p>
    </Dialog>
  );
}
