/**
 * Every query whose answer belongs to the logged-in member starts its key with this scope (and the session
 * token next), so logout and an ended session drop them all at once.
 */
export const SESSION_SCOPE = 'me';

export const sessionQueryKey = (token: string, ...rest: string[]) => [SESSION_SCOPE, token, ...rest] as const;

/** Refusals that mean the session is gone: the player logs in again (spec §8). */
export const SESSION_ENDED_CODES: readonly string[] = ['in_logged_login', 'session_expired'];
