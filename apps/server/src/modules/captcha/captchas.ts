import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';
import { type Clock, dateOf } from '../../shared/clock.ts';
import { hmacHex, sameHex } from '../../shared/tokens.ts';
import { captchaImage, randomDigits } from './captcha-image.ts';

export const CAPTCHA_POLICY = { digits: 5, validMs: 5 * 60_000 } as const;

export interface IssuedCaptcha {
  captchaId: string;
  /** data:image/png;base64,… */
  image: string;
}

/** Told every answer as it is drawn: only the test facilities listen (so end-to-end tests can solve one). */
export type CaptchaWitness = (captchaId: string, answer: string) => void;

/** Image captchas: the answer kept as an HMAC, valid 5 minutes, used up by the first attempt. */
export class Captchas {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hmacKey: string,
    private readonly witness?: CaptchaWitness,
  ) {}

  async issue(merchantCode: string): Promise<IssuedCaptcha> {
    const captchaId = randomUUID();
    const answer = randomDigits(CAPTCHA_POLICY.digits);
    await this.db.insert(captchas).values({
      id: captchaId,
      merchantCode,
      answerHash: this.hash(captchaId, answer),
      createdAt: dateOf(this.clock),
      expiresAt: dateOf(this.clock, CAPTCHA_POLICY.validMs),
    });
    this.witness?.(captchaId, answer);
    return { captchaId, image: captchaImage(answer) };
  }

  /** Whether `answer` solves the captcha; right or wrong, the captcha cannot be tried again. */
  async check(
    merchantCode: string,
    captchaId: string | undefined,
    answer: string | undefined,
  ): Promise<boolean> {
    if (!captchaId || !answer || !/^[0-9a-f-]{36}$/i.test(captchaId)) return false;
    const now = dateOf(this.clock);
    const [used] = await this.db
      .update(captchas)
      .set({ usedAt: now })
      .where(
        and(
          eq(captchas.id, captchaId),
          eq(captchas.merchantCode, merchantCode),
          isNull(captchas.usedAt),
          gt(captchas.expiresAt, now),
        ),
      )
      .returning({ answerHash: captchas.answerHash });
    return used !== undefined && sameHex(used.answerHash, this.hash(captchaId, answer.trim()));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(captchas).where(lt(captchas.expiresAt, dateOf(this.clock)));
  }

  private hash(captchaId: string, answer: string): string {
    return hmacHex(this.hmacKey, `${captchaId}|${answer}`);
  }
}
