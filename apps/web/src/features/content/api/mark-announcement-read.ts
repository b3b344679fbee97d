import { API } from '@lobby/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session.ts';

/** Mark-as-read calls are throttled (spec §7: 150 ms). */
export const MARK_READ_THROTTLE_MS = 150;

/**
 * Opening an announcement marks it read (members only), then the list is fetched again. Calls closer than
 * 150 ms to the previous one are dropped.
 */
export function useMarkAnnouncementRead(): (announcementId: string) => void {
  const client = useQueryClient();
  const session = useSession();
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (announcementId: string) => {
      const now = performance.now();
      if (!session || now - last.current < MARK_READ_THROTTLE_MS) return;
      last.current = now;
      apiRequest(API.markAnnouncementRead.path, {
        method: API.markAnnouncementRead.method,
        body: { announcementId, read: true },
      })
        .then(() => client.invalidateQueries({ queryKey: ['content', 'announcements'] }))
        .catch(() => undefined);
    },
    [client, session],
  );
}
