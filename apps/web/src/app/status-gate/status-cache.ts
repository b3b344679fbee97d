import type { SystemStatus } from '@lobby/contract';
import { readStoredJson, STORAGE_KEYS, writeStored } from '../../shared/storage.ts';

/** A light shape check: a cache written by an older build is ignored rather than trusted. */
export function looksLikeStatus(value: unknown): value is SystemStatus {
  if (typeof value !== 'object' || value === null) return false;
  const { status, statusReading, info } = value as Record<string, unknown>;
  return (
    (status === 0 || status === 1 || status === 2) &&
    typeof statusReading === 'string' &&
    typeof info === 'object' &&
    info !== null &&
    Array.isArray((info as Record<string, unknown>).resources) &&
    typeof (info as Record<string, unknown>).brand === 'object'
  );
}

export function readCachedStatus(): SystemStatus | undefined {
  const cached = readStoredJson(STORAGE_KEYS.systemStatus);
  return looksLikeStatus(cached) ? cached : undefined;
}

export function writeCachedStatus(status: SystemStatus): void {
  writeStored(STORAGE_KEYS.systemStatus, JSON.stringify(status));
}
