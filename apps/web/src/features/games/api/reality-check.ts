import { API, type RealityCheckState } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';

/** Asked again at the next check time, at most a minute apart (the clock itself is on the server). */
const MAX_POLL_MS = 60_000;
const MIN_POLL_MS = 1_000;

export const realityCheckQuery = (token: string) =>
  queryOptions({
    queryKey: sessionQueryKey(token, 'reality-check'),
    queryFn: ({ signal }) => apiRequest<RealityCheckState>(API.getRealityCheckSettings.path, { signal }),
    refetchInterval: (query) => {
      const next = query.state.data?.nextCheckAt;
      if (!next || query.state.data?.due) return MAX_POLL_MS;
      return Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, Date.parse(next) - Date.now() + 250));
    },
    refetchIntervalInBackground: false,
  });

export const acknowledgeRealityCheck = () =>
  apiRequest<RealityCheckState>(API.acknowledgeRealityCheck.path, {
    method: API.acknowledgeRealityCheck.method,
  });

export const setRealityCheckInterval = (intervalMinutes: number) =>
  apiRequest<RealityCheckState>(API.setRealityCheckSettings.path, {
    method: API.setRealityCheckSettings.method,
    body: { intervalMinutes },
  });
