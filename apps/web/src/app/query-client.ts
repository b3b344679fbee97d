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

/** Failures worth one more try on their own: a dropped connection or a server fault, not a refusal or a time-out. */
export const retriesQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 &&
  error instanceof ApiError &&
  (error.code === 'network_error' || error.code === 'bad_response' || error.status >= 500);

/**
 * A failed refetch of data on screen tells the player in a toast, in their language, by error code; server
 * text is never shown. Any call (query or mutation) refused because the session ended sends the player to
 * login, to come back here after.
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
        // Without data the screen shows the failure inline with a Retry (QueryState); a toast would repeat it.
        if (sessionEnded(error) || query.meta?.silent || query.state.data === undefined) return;
        const code = error instanceof ApiError ? error.code : 'internal_error';
        toastError(code);
      },
    }),
    // Mutations show their own failures next to the form; only an ended session is handled here.
    mutationCache: new MutationCache({ onError: (error) => void sessionEnded(error) }),
    defaultOptions: {
      // 'always': offline, a query fails at once into its Retry state (and the offline banner shows) instead
      // of waiting paused; reconnecting refetches the failed ones.
      queries: { refetchOnWindowFocus: false, networkMode: 'always', retry: retriesQuery },
    },
  });
  return client;
}
