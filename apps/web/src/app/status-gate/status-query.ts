import { API, type SystemStatus } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { readCachedStatus, writeCachedStatus } from './status-cache.ts';

export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiRequest<SystemStatus>(API.getSystemStatus.path, { signal });
  writeCachedStatus(status);
  return status;
}

/**
 * Renders from the cached status at once, and still asks the server on every load (the cache is
 * dated 0, so it is stale from the start). Errors are the gate's to show, not a toast's.
 */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    initialData: readCachedStatus,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    retry: 1,
    meta: { silent: true },
  });
