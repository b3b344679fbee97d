import { EMBEDDED_STATUS_ID, type SystemStatus } from '@lobby/contract';
import { looksLikeStatus, readCachedStatus, writeCachedStatus } from './status-cache.ts';

/**
 * The status the server put in this page for this request (decision 0080), kept as the last status given and
 * taken out of the page, so the first render needs no round trip and later reads find the newer kept one.
 */
function adoptEmbeddedStatus(): SystemStatus | undefined {
  const block = document.getElementById(EMBEDDED_STATUS_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const status: unknown = JSON.parse(block.textContent ?? '');
    if (!looksLikeStatus(status)) return undefined;
    writeCachedStatus(status);
    return status;
  } catch {
    return undefined;
  }
}

/**
 * The status to draw before the server answers: the one in the page, else the one kept from the last visit.
 * Either may be old (a page from the history's cache, a kept status), so the query still asks at once.
 */
export const startingStatus = (): SystemStatus | undefined => adoptEmbeddedStatus() ?? readCachedStatus();
