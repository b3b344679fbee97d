import { useLocation } from 'wouter';
import { useTranslation } from '../i18n/i18n.ts';
import { ROUTE_PATHS } from '../routes.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

/** Free and trial accounts are refused the member centre and offered a real registration. */
export function RegisterPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('account.registerPromptTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="gold"
            onClick={() => {
              onClose();
              navigate(ROUTE_PATHS.register);
            }}
          >
            {t('account.registerNow')}
          </Button>
        </>
      }
    >
      <p>{t('errors.free_reject')}</p>
    </Dialog>
  );
}
