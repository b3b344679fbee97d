import { useLocation } from 'wouter';
import { useLaunchChat } from '../../features/messages/index.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { isFreeAccount, useSession } from '../../shared/session.ts';
import { useSystemStatus } from '../../shared/system-status.ts';
import { showToast } from '../../shared/ui/toast.ts';

/** Live chat (CBS3): members start the chat; guests log in first; free and trial accounts are refused. */
export function useLiveChat(): { available: boolean; open: () => void } {
  const { info } = useSystemStatus();
  const session = useSession();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  const chat = useLaunchChat();
  return {
    available: info.whitelabel.CBS3 === true,
    open: () => {
      if (!session) navigate(ROUTE_PATHS.login);
      else if (isFreeAccount(session.type)) showToast(t('errors.free_reject'));
      else chat.launch();
    },
  };
}
