import { randomInt, randomUUID } from 'node:crypto';
import type { VerificationPurpose } from '@lobby/contract';
import { AUTH_LIMITS } from '@lobby/contract';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';
import { hmacHex, sameHex } from '../../shared/tokens.ts';

export type Purpose = z.infer<typeof VerificationPurpose>;

export const CODE_POLICY = {
  digits: 6,
  validMs: AUTH_LIMITS.smsCodeValidMinutes * 60_000,
  maxAttempts: AUTH_LIMITS.smsCodeMaxAttempts,
  resendAfterMs: AUTH_LIMITS.smsCountdownSeconds * 1000,
} as const;

export interface CodeTarget {
  merchantCode: string;
  countryDialingCode: string;
  mobileNum: string;
  purpose: Purpose;
}

export interface IssuedCode {
  id: string;
  code: string;
  expiresAt: Date;
}

const newCode = () => String(randomInt(0, 10 ** CODE_POLICY.digits)).padStart(CODE_POLICY.digits, '0');

/**
 * SMS verification codes: random, stored as an HMAC bound to merchant, number and purpose, valid 10
 * minutes, single use, dead after 5 wrong tries. A newer code replaces the older one.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hmacKey: string,
  ) {}

  /**
   * A new code for the number and purpose. `delivered: false` records a code that is never sent (a
   * number without an account asked for a login code): it answers tries like a real one but never verifies.
   */
  async issue(target: CodeTarget, delivered: boolean): Promise<IssuedCode> {
    const code = newCode();
    const now = dateOf(this.clock);
    const expiresAt = dateOf(this.clock, CODE_POLICY.validMs);
    const id = randomUUID();
    await this.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          this.numberIs(target),
          eq(verificationCodes.purpose, target.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await this.db.insert(verificationCodes).values({
      id,
      merchantCode: target.merchantCode,
      countryDialingCode: target.countryDialingCode,
      mobileNum: target.mobileNum,
      purpose: target.purpose,
      codeHash: this.hash(target, code),
      delivered,
      createdAt: now,
      expiresAt,
    });
    return { id, code, expiresAt };
  }

  /** Forgets a code whose message could not be sent. */
  async discard(id: string): Promise<void> {
    await this.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
  }

  /**
   * Whether `code` is the live code for the number and purpose; a match uses it up. The try is counted
   * before the code is compared, in the statement that finds the live code: parallel tries are held to
   * the allowed number exactly as tries one after the other.
   */
  async verify(target: CodeTarget, code: string): Promise<boolean> {
    const now = dateOf(this.clock);
    const live = this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          this.numberIs(target),
          eq(verificationCodes.purpose, target.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const [tried] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          inArray(verificationCodes.id, live),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
          lt(verificationCodes.attempts, CODE_POLICY.maxAttempts),
        ),
      )
      .returning({
        id: verificationCodes.id,
        codeHash: verificationCodes.codeHash,
        delivered: verificationCodes.delivered,
      });
    if (!tried?.delivered || !sameHex(tried.codeHash, this.hash(target, code))) return false;
    const used = await this.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, tried.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return used.length === 1;
  }

  /** Drops codes that expired more than a day ago. */
  async purgeExpired(): Promise<void> {
    await this.db
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, dateOf(this.clock, -86_400_000)));
  }

  private numberIs(target: Omit<CodeTarget, 'purpose'>) {
    return and(
      eq(verificationCodes.merchantCode, target.merchantCode),
      eq(verificationCodes.countryDialingCode, target.countryDialingCode),
      eq(verificationCodes.mobileNum, target.mobileNum),
    );
  }

  private hash(target: CodeTarget, code: string): string {
    const context = [target.merchantCode, target.countryDialingCode, target.mobileNum, target.purpose, code];
    return hmacHex(this.hmacKey, context.join('|'));
  }
}
