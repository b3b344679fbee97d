import type { LaunchGameQuery } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { canGoBackInApp } from '../../shared/app-history.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { HOME_PATH } from '../../shared/routes.ts';
import { useSession } from '../../shared/session.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useGameVendors } from './api/get-game-vendors.ts';
import { launchGameQuery } from './api/launch-game.ts';
import { GameFrame } from './GameFrame.tsx';
import { IdentityRequired } from './IdentityRequired.tsx';
import { launchRequestOf } from './launch-request.ts';
import { useRequireLogin } from './use-game-actions.ts';
import { useInvalidateWalletOnLeave } from './use-invalidate-wallet-on-leave.ts';

/** Back where the player came from: home for the footer's entries (pageBack), else one step back. */
function useLeave(pageBack: boolean): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (!pageBack && canGoBackInApp()) window.history.back();
    else navigate(HOME_PATH, { replace: true });
  }, [pageBack, navigate]);
}

/** A failure: its text as a toast, then back. */
function useFail(leave: () => void): (message: string) => void {
  return useCallback(
    (message: string) => {
      showToast(message, 'short');
      leave();
    },
    [leave],
  );
}

/** The lottery host keeps the footer's pageBack, so its close also goes home. */
const withPageBack = (url: string, pageBack: boolean): string =>
  pageBack ? `${url}${url.includes('?') ? '&' : '?'}pageBack=home` : url;

interface LaunchProps {
  request: LaunchGameQuery;
  pageBack: boolean;
  leave: () => void;
}

function Launch({ request, pageBack, leave }: LaunchProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const token = useSession()?.token ?? '';
  useInvalidateWalletOnLeave();
  const fail = useFail(leave);
  const launch = useQuery(launchGameQuery(token, request, useLanguage()));
  const { data: answer, error } = launch;
  // The merchant's play needs a verified identity: this screen says where to upload the document.
  const identityNeeded = error instanceof ApiError && error.code === 'identity_not_verified';

  useEffect(() => {
    if (!error || identityNeeded) return;
    // A vendor in maintenance: the code's text, then the operator's message (decision 0060).
    const message =
      error instanceof ApiError && error.code === 'vendor_maintenance' ? error.details.message : undefined;
    fail(message ? `${errorText(t, error)} ${message}` : errorText(t, error));
  }, [error, identityNeeded, fail, t]);
  useEffect(() => {
    if (answer?.open === 'page') navigate(withPageBack(answer.url, pageBack), { replace: true });
  }, [answer, pageBack, navigate]);

  if (identityNeeded) return <IdentityRequired onBack={leave} />;
  if (answer?.open !== 'frame') return <Spinner label={t('launch.starting')} />;
  return <GameFrame src={answer.url} title={answer.gameName || t('launch.game')} onClose={leave} />;
}

/**
 * /m/launchGame: asks the server for the game's URL, then frames it (vendor games) or opens it as a page
 * (the lottery host). Guests log in first; leaving (close or Back) reloads the balance.
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const session = useSession();
  const requireLogin = useRequireLogin();
  const request = launchRequestOf(search, useGameVendors()?.mapping);
  const pageBack = search.has('pageBack');
  const leave = useLeave(pageBack);
  const fail = useFail(leave);
  const guest = session === undefined;
  const invalid = !guest && request === 'invalid';

  useEffect(() => {
    if (guest) requireLogin({ replace: true });
  }, [guest, requireLogin]);
  useEffect(() => {
    if (invalid) fail(t('errors.game_not_found'));
  }, [invalid, fail, t]);

  if (guest || typeof request !== 'object') return <Spinner label={t('launch.starting')} />;
  return <Launch request={request} pageBack={pageBack} leave={leave} />;
}
