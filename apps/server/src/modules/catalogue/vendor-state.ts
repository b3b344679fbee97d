import type { VendorMaintenance } from '@lobby/contract';
import type { VendorRow } from './game-repository.ts';

/** The invalidation topic of the catalogue (decision 0060): one key, the catalogue is the deployment's. */
export const GAMES_TOPIC = 'games';
export const CATALOGUE_KEY = '*';

/** Whether the vendor's maintenance window contains `now` (start included, end excluded). */
export function inMaintenance(vendor: VendorRow, now: number): boolean {
  const { maintenanceStartsAt: startsAt, maintenanceEndsAt: endsAt } = vendor;
  if (!endsAt || now >= endsAt.getTime()) return false;
  return !startsAt || now >= startsAt.getTime();
}

/** Players see a vendor's games when it is switched on and not in maintenance. */
export const playable = (vendor: VendorRow, now: number): boolean =>
  vendor.enabled && !inMaintenance(vendor, now);

/** The window as the console shows it; null when none is set or it has ended. */
export function maintenanceOf(vendor: VendorRow, now: number): VendorMaintenance | null {
  const { maintenanceStartsAt: startsAt, maintenanceEndsAt: endsAt, maintenanceMessage } = vendor;
  if (!endsAt || now >= endsAt.getTime()) return null;
  return {
    startsAt: startsAt?.toISOString() ?? null,
    endsAt: endsAt.toISOString(),
    message: maintenanceMessage ?? '',
  };
}
