import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the password step stays good for the second factor. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const sign = (key: string, body: string) =>
  createHmac('sha256', key).update(`console-challenge.${body}`).digest();

/** A signed, short-lived statement "this operator gave the right password": `<operatorId>.<expiry>.<mac>`. */
export function issueChallenge(key: string, operatorId: string, nowMs: number): string {
  const body = `${operatorId}.${nowMs + CHALLENGE_TTL_MS}`;
  return `${body}.${sign(key, body).toString('base64url')}`;
}

/** The operator id of a challenge this server signed and that has not expired; undefined otherwise. */
export function readChallenge(key: string, challenge: string, nowMs: number): string | undefined {
  const [operatorId, expiry, mac] = challenge.split('.');
  if (!operatorId || !expiry || !mac || challenge.split('.').length !== 3) return undefined;
  const expected = sign(key, `${operatorId}.${expiry}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(expiry) > nowMs ? operatorId : undefined;
}
