import type { StatusReading } from './merchant.ts';

/* Zod-free on purpose: the web imports these, and a module that builds schemas would pull zod into its bundle. */

/** The gate value the server sends in the system status; system.ts builds its schema from these. */
export const STATUS_CODES = [0, 1, 2] as const;
type StatusCode = (typeof STATUS_CODES)[number];

export type StatusPage = 'app' | 'maintenance' | 'restricted';

/** One rule, two directions: the server encodes the gate with it and the web decodes it. */
export function encodeStatus(
  flags: { maintenance: boolean; regionRestriction: boolean },
  reading: StatusReading,
): StatusCode {
  if (reading === 'maintenance-first') {
    if (flags.maintenance) return 1;
    return flags.regionRestriction ? 2 : 0;
  }
  if (flags.regionRestriction) return 1;
  return flags.maintenance ? 2 : 0;
}

export function statusPage(status: StatusCode, reading: StatusReading): StatusPage {
  if (status === 0) return 'app';
  const maintenanceCode = reading === 'maintenance-first' ? 1 : 2;
  return status === maintenanceCode ? 'maintenance' : 'restricted';
}
