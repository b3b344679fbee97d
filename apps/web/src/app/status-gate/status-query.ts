import { API, type SystemStatus } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { polledLive } from '../../shared/api/live-query.ts';
import { startingStatus } from './embedded-status.ts';
import { writeCachedStatus } from './status-cache.ts';

export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiRequest<SystemStatus>(API.getSystemStatus.path, { signal });
  writeCachedStatus(status);
  return status;
}

/**
 * Renders from the status in the page or the cached one at once, and still asks the server on every load
 * (both are dated 0, so stale from the start), then every 5 s while the app is in view, so maintenance and the
 * merchant's home settings reach the player within 5 s (decision 0062). Errors are the gate's to show, not a
 * toast's; a failed poll keeps the status the server last gave.
 */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    initialData: startingStatus,
    initialDataUpdatedAt: 0,
    ...polledLive,
    retry: 1,
    meta: { silent: true },
  });
