import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client.ts';
import { SESSION_ENDED_CODES, SESSION_SCOPE } from '../shared/api/session-scope.ts';
import { navigateInApp } from '../shared/app-history.ts';
import { i18n, screenTextsReady } from '../shared/i18n/i18n.ts';
import { loginPathReturningTo } from '../shared/return-path.ts';
import { clearSession } from '../shared/session.ts';
import { showToast } from '../shared/ui/toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The caller shows its own failure state; no toast. */
      silent?: boolean;
    };
  }
}

/** Most error texts travel with the screens' texts (i18n.ts), so the toast waits for them. */
const toastError = (code: string): void =>
  void screenTextsReady().then(() =>
    showToast(i18n.t(`errors.${code}`, { defaultValue: i18n.t('errors.unknown') })),
  );

/** A 401 saying the session is gone: clear it, drop the member's data and go to login. */
export const endsSession = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401 && SESSION_ENDED_CODES.includes(error.code);

/**
 * Failed queries tell the player in their language, by error code; server text is never shown. Any call
 * (query or mutation) refused because the session ended sends the player to login, to come back here after.
 */
export function createQueryClient(navigate: (to: string) => void = navigateInApp): QueryClient {
  const sessionEnded = (error: unknown): boolean => {
    if (!endsSession(error)) return false;
    clearSession();
    client.removeQueries({ queryKey: [SESSION_SCOPE] });
    toastError((error as ApiError).code);
    navigate(loginPathReturningTo(`${window.location.pathname}${window.location.search}`));
    return true;
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (sessionEnded(error) || query.meta?.silent) return;
        const code = error instanceof ApiError ? error.code : 'internal_error';
        toastError(code);
      },
    }),
    // Mutations show their own failures next to the form; only an ended session is handled here.
    mutationCache: new MutationCache({ onError: (error) => void sessionEnded(error) }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false },
    },
  });
  return client;
}
