import { type StatusPage, type SystemStatus, statusPage } from '@lobby/contract';

export type GatePage = StatusPage | 'loading' | 'service-error';

/** What the gate shows: the status the server last gave, else loading, else the service-error page. */
export function gatePageFor(status: SystemStatus | undefined, failed: boolean): GatePage {
  if (status) return statusPage(status.status, status.statusReading);
  return failed ? 'service-error' : 'loading';
}
