import { API, type SystemStatus } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { polledLive } from '../../shared/api/live-query.ts';
import { startingStatus, startingStatusUpdatedAt } from './embedded-status.ts';
import { writeCachedStatus } from './status-cache.ts';

export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiRequest<SystemStatus>(API.getSystemStatus.path, { signal });
  writeCachedStatus(status);
  return status;
}

/**
 * Renders from the status in the page or the cached one at once; asks the server at once when it drew a kept
 * one (dated 0, so stale from the start), and every 5 s while the app is in view, so maintenance and the
 * merchant's home settings reach the player within 5 s (decisions 0062, 0094). Errors are the gate's to show, not a
 * toast's; a failed poll keeps the status the server last gave.
 */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    initialData: startingStatus,
    initialDataUpdatedAt: startingStatusUpdatedAt,
    ...polledLive,
    retry: 1,
    meta: { silent: true },
  });
