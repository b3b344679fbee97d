import { randomUUID } from 'node:crypto';
import { SIGN_IN_CYCLE_DAYS, type SignInStatus, toMajor } from '@lobby/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rewards, signIns } from '../../db/schema.ts';
import { ApiError } from '../../shared/api-error.ts';
import { lockMember } from '../members/index.ts';
import { ensureWallet, postLedgerEntry } from '../wallet/index.ts';

const DAY_MS = 86_400_000;
/**
 * The least time between two sign-ins, whatever calendar day the client's utcOffset gives: without it a
 * member could sign in for several days at once by moving the offset (−14 h … +14 h). Every calendar day
 * still has at least 4 hours after it, so a daily streak is never lost to it.
 */
export const SIGN_IN_MIN_GAP_MS = 20 * 60 * 60_000;
/** Day n of the cycle pays n times this (1.00, 2.00, … 7.00 in major units). */
export const SIGN_IN_STEP_MINOR = 100;

export const signInRewardMinor = (day: number): number => day * SIGN_IN_STEP_MINOR;

/** YYYY-MM-DD of the member's calendar, `utcOffset` minutes east of UTC. */
const dayOf = (now: Date, utcOffset: number, daysBack = 0): string =>
  new Date(now.getTime() + utcOffset * 60_000 - daysBack * DAY_MS).toISOString().slice(0, 10);

interface Latest {
  day: string;
  streak: number;
  createdAt: Date;
}

async function latestSignIn(db: Db, memberId: string): Promise<Latest | undefined> {
  const [row] = await db
    .select({ day: signIns.day, streak: signIns.streak, createdAt: signIns.createdAt })
    .from(signIns)
    .where(eq(signIns.memberId, memberId))
    .orderBy(desc(signIns.day))
    .limit(1);
  return row;
}

/**
 * The streak the member stands on today: kept through yesterday, ended by a missed day or a full cycle.
 * Signed today also when the latest sign-in is less than SIGN_IN_MIN_GAP_MS old.
 */
function standing(latest: Latest | undefined, today: string, yesterday: string, now: Date) {
  const signedToday =
    latest !== undefined &&
    (latest.day >= today || now.getTime() - latest.createdAt.getTime() < SIGN_IN_MIN_GAP_MS);
  const continues = latest?.day === yesterday && latest.streak < SIGN_IN_CYCLE_DAYS;
  const streak = signedToday || continues ? (latest?.streak ?? 0) : 0;
  return { signedToday, streak };
}

function statusOf(signedToday: boolean, streak: number): SignInStatus {
  return {
    signedToday,
    streak,
    days: Array.from({ length: SIGN_IN_CYCLE_DAYS }, (_, index) => ({
      day: index + 1,
      reward: toMajor(signInRewardMinor(index + 1)),
      signed: index < streak,
    })),
  };
}

export interface SignInContext {
  memberId: string;
  utcOffset: number;
  now: Date;
}

export async function signInStatus(db: Db, context: SignInContext): Promise<SignInStatus> {
  const { now, utcOffset } = context;
  const latest = await latestSignIn(db, context.memberId);
  const { signedToday, streak } = standing(latest, dayOf(now, utcOffset), dayOf(now, utcOffset, 1), now);
  return statusOf(signedToday, streak);
}

/**
 * Signs the member in for their today: the reward goes to the reward centre (status Claim) when it is on,
 * else straight into the wallet (ledger kind sign-in); the day's row and the reward commit together. A day
 * at or before the latest one signed is refused, and so is any sign-in within SIGN_IN_MIN_GAP_MS of the latest,
 * so moving utcOffset back and forth cannot sign in twice or for several days at once. The member's row is
 * locked (FOR UPDATE) before the latest sign-in is read, so concurrent sign-ins (each with its own utcOffset,
 * hence its own day key) take turns and the later ones see the first.
 */
export async function signIn(
  db: Db,
  context: SignInContext & { currency: string; rewardCentre: boolean },
): Promise<{ reward: number; status: SignInStatus }> {
  const { memberId, now, utcOffset } = context;
  const today = dayOf(now, utcOffset);
  if (!context.rewardCentre) await ensureWallet(db, memberId, context.currency, now);
  const day = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const latest = await latestSignIn(tx, memberId);
    const { signedToday, streak } = standing(latest, today, dayOf(now, utcOffset, 1), now);
    if (signedToday) throw new ApiError(409, 'already_signed_in');
    const day = streak + 1;
    const rewardMinor = signInRewardMinor(day);
    await tx.insert(signIns).values({ memberId, day: today, streak: day, rewardMinor, createdAt: now });
    if (context.rewardCentre) {
      await tx.insert(rewards).values({
        id: randomUUID(),
        memberId,
        sourceCode: 'sign_in',
        title: `Daily sign-in, day ${day}`,
        amountMinor: rewardMinor,
        status: 'Claim',
        createdAt: now,
      });
    } else {
      await postLedgerEntry(tx, {
        memberId,
        kind: 'sign-in',
        reference: `${memberId}:${today}`,
        amountMinor: rewardMinor,
        now,
      });
    }
    return day;
  });
  return { reward: toMajor(signInRewardMinor(day)), status: statusOf(true, day) };
}
