import type { AntiBotChallenge } from '@lobby/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usedAntiBotSolutions } from '../../db/schema.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';

/** How long a challenge may take to be solved and used. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

const ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-512'] as const;

interface Payload {
  algorithm: (typeof ALGORITHMS)[number];
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parsePayload(solution: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Partial<Payload>;
    const valid =
      ALGORITHMS.includes(payload.algorithm as Payload['algorithm']) &&
      typeof payload.challenge === 'string' &&
      typeof payload.number === 'number' &&
      typeof payload.salt === 'string' &&
      typeof payload.signature === 'string';
    return valid ? (payload as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA proof of work (the v1 challenge format the contract describes): the server signs a challenge
 * with its HMAC key; a solution is accepted once, before the challenge expires.
 */
export class AntiBot {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hmacKey: string,
    private readonly maxNumber: number,
  ) {}

  async challenge(): Promise<AntiBotChallenge> {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: dateOf(this.clock, CHALLENGE_TTL_MS),
    });
  }

  /** Whether `solution` (base64 JSON from the widget) solves a challenge of ours, unexpired and unused. */
  async accept(solution: string): Promise<boolean> {
    const payload = parsePayload(solution);
    if (!payload) return false;
    const expires = Number(extractParams(payload).expires);
    if (!Number.isFinite(expires) || expires * 1000 <= this.clock.now()) return false;
    // Expiry is checked above against the app clock; the library checks signature and work.
    if (!(await verifySolution(payload, this.hmacKey, false))) return false;
    const stored = await this.db
      .insert(usedAntiBotSolutions)
      .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
      .onConflictDoNothing()
      .returning({ signature: usedAntiBotSolutions.signature });
    return stored.length === 1;
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(usedAntiBotSolutions).where(lt(usedAntiBotSolutions.expiresAt, dateOf(this.clock)));
  }
}
