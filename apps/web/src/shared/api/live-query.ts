/**
 * What an operator changes in the console reaches a player within 5 seconds (issue 18, decision 0062). The
 * server's caches drop a change at once and its answers may be kept 5 s (`max-age=5` with an ETag, so a
 * refetch of an unchanged answer is a bodiless 304); the player app's own query cache keeps them no longer.
 */
export const LIVE_MS = 5_000;

/** Fetched again on the next mount or return to the tab once this old: help, customer service. */
export const freshForLive = { staleTime: LIVE_MS, refetchOnWindowFocus: true } as const;

/**
 * Also fetched again every 5 s while on screen and the tab is visible: what stays on screen for long (the
 * system status with maintenance and the home page's settings, banners, announcements, the winner board).
 */
export const polledLive = {
  ...freshForLive,
  refetchInterval: LIVE_MS,
  refetchIntervalInBackground: false,
} as const;
