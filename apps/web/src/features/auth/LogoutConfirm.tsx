import { useLocation } from 'wouter';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useLogout } from './use-logout.ts';

/** Logout asks first; confirming ends the session and returns home. */
interface LogoutConfirmProps {
  open: boolean;
  onClose: () => void;
  onLoggedOut?: () => void;
}

/** Spec §4: confirm, a loading message (long time-out), the logout call, then home. */
export function LogoutConfirm({ open, onClose, onLoggedOut }: LogoutConfirmProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const confirm = async () => {
    onClose();
    const hide = showToast(t('common.in_please_wait'), 'wait');
    await logout();
    hide();
    onLoggedOut?.();
    navigate(HOME_PATH);
    showToast(t('account.loggedOut'), 'success');
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('account.logoutTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="gold" onClick={() => void confirm()}>
            {t('account.logout')}
          </Button>
        </>
      }
    >
      <p>{t('account.logoutQuestion')}</p>
    </Dialog>
  );
}
