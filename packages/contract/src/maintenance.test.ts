import { describe, expect, it } from 'vitest';
import { MaintenanceConfig, maintenanceInForce } from './merchant.ts';

const now = new Date('2026-11-27T12:00:00.000Z');

describe('maintenance window', () => {
  it('is in force from its start until its end while switched on', () => {
    const window = { enabled: true, startsAt: '2026-11-27T11:00:00Z', until: '2026-11-27T13:00:00Z' };
    expect(maintenanceInForce(window, now)).toBe(true);
    expect(maintenanceInForce({ ...window, enabled: false }, now)).toBe(false);
    expect(maintenanceInForce({ ...window, startsAt: '2026-11-27T12:30:00Z' }, now)).toBe(false);
    expect(maintenanceInForce({ ...window, until: '2026-11-27T12:00:00.000Z' }, now)).toBe(false);
    expect(maintenanceInForce({ enabled: true }, now)).toBe(true);
  });

  it('refuses a window ending before it starts, naming its end', () => {
    const parsed = MaintenanceConfig.safeParse({
      enabled: true,
      startsAt: '2026-11-27T13:00:00.000Z',
      until: '2026-11-27T12:00:00Z',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['until']);
  });
});
