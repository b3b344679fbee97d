/** A play session ends after this long without a launch or a bet; the next play starts a new one. */
export const SESSION_PAUSE_MS = 30 * 60_000;
/** A bet moves the session's last play only when the stored one is older than this (fewer writes). */
export const PLAY_WRITE_GRAIN_MS = 60_000;

export interface RealityCheckRow {
  intervalMinutes: number | null;
  testIntervalSeconds: number | null;
  sessionStartedAt: Date | null;
  lastPlayAt: Date | null;
  acknowledgedAt: Date | null;
}

export interface RealityCheckClock {
  intervalMinutes: number;
  sessionStartedAt: Date | null;
  nextCheckAt: Date | null;
  due: boolean;
}

/** The running session's start, or null when none runs (never started or paused too long). */
function sessionStart(row: RealityCheckRow | undefined, now: Date): Date | null {
  if (!row?.sessionStartedAt || !row.lastPlayAt) return null;
  return now.getTime() - row.lastPlayAt.getTime() <= SESSION_PAUSE_MS ? row.sessionStartedAt : null;
}

/** Where the clock stands at `now` (decision 0052). */
export function clockAt(
  row: RealityCheckRow | undefined,
  merchantDefaultMinutes: number,
  now: Date,
): RealityCheckClock {
  const intervalMinutes = row?.intervalMinutes ?? merchantDefaultMinutes;
  const intervalMs = intervalMinutes === 0 ? 0 : (row?.testIntervalSeconds ?? intervalMinutes * 60) * 1000;
  const started = sessionStart(row, now);
  if (!started || intervalMs === 0)
    return { intervalMinutes, sessionStartedAt: started, nextCheckAt: null, due: false };
  const acknowledged = row?.acknowledgedAt?.getTime() ?? 0;
  const nextCheckAt = new Date(Math.max(started.getTime(), acknowledged) + intervalMs);
  return { intervalMinutes, sessionStartedAt: started, nextCheckAt, due: now >= nextCheckAt };
}

/** What a launch or an accepted bet must store: a new session, a later last play, or nothing. */
export function playWrite(
  row: RealityCheckRow | undefined,
  now: Date,
): 'new_session' | 'last_play' | undefined {
  if (!sessionStart(row, now)) return 'new_session';
  const last = row?.lastPlayAt?.getTime() ?? 0;
  return now.getTime() - last > PLAY_WRITE_GRAIN_MS ? 'last_play' : undefined;
}
