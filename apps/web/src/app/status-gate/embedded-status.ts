import { EMBEDDED_STATUS_ID, type SystemStatus } from '@lobby/contract';
import { takePageData } from '../../shared/page-data.ts';
import { looksLikeStatus, readCachedStatus, writeCachedStatus } from './status-cache.ts';

/** The status the server put in this page, until the status query has started from it. */
let pageStatus: { status: SystemStatus; receivedAt: number } | undefined;

/**
 * Takes the status the server put in this page for this request (decision 0080) out of the page and keeps it as
 * the last status given.
 */
function adoptEmbeddedStatus(): void {
  const block = takePageData(EMBEDDED_STATUS_ID);
  if (!block || !looksLikeStatus(block.value)) return;
  writeCachedStatus(block.value);
  pageStatus = { status: block.value, receivedAt: block.receivedAt };
}

/** The status to draw before the server answers: the one in the page, else the one kept from the last visit. */
export function startingStatus(): SystemStatus | undefined {
  adoptEmbeddedStatus();
  return pageStatus?.status ?? readCachedStatus();
}

/**
 * When the starting status was the server's answer, read by the status query right after `startingStatus` as
 * it starts (which ends the page status's part): a page just served counts as fresh, so the app does not ask
 * again while it loads (decision 0094); a kept status, or a page from the history's cache, is dated 0, so the
 * query asks at once.
 */
export function startingStatusUpdatedAt(): number {
  const receivedAt = pageStatus?.receivedAt ?? 0;
  pageStatus = undefined;
  return receivedAt;
}
