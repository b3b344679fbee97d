import { type Activity, type ActivityStatus, codesReadingAs, toMajor } from '@lobby/contract';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityEntries } from '../../db/schema.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { textInLanguage } from '../../shared/text-in-language.ts';
import { addTurnover } from '../turnover/index.ts';
import { ensureWallet, postLedgerEntry } from '../wallet/index.ts';
import { activityPictureUrl } from './activity-artwork.ts';

/*
 * An entry's status (spec §9), see docs/decisions/0018:
 *   (none) --join--> Joined (no reward) | Claim (auto-approved) | Applying (needs review)
 *   Applying --review--> Process | Claim | Rejected | Issued;  Process --review--> Claim | Rejected | Issued
 *   Claim --claim--> Claimed (paid).  Issued is paid by the review itself, without a claim.
 *   Claim --expiry job, claimDays after joining--> Expired (shown as Close; decision 0048).
 * Shown: Join without an entry; Close once the activity ended, unless the entry already reached an end.
 */
export const REVIEWABLE: readonly ActivityStatus[] = ['Applying', 'Process'];
export const REVIEW_OUTCOMES = ['Process', 'Claim', 'Rejected', 'Issued'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
/** Entries still waiting for something; they close with the activity. */
const UNFINISHED: ReadonlySet<string> = new Set<ActivityStatus>(['Applying', 'Process', 'Claim']);

export type ActivityRow = typeof activities.$inferSelect;
export type EntryRow = typeof activityEntries.$inferSelect;

const hasEnded = (activity: ActivityRow, now: Date): boolean =>
  activity.endAt !== null && activity.endAt <= now;

const DAY_MS = 86_400_000;

/** An approved reward left unclaimed past the activity's claim days (the expiry job may not have run yet). */
const claimLapsed = (activity: ActivityRow, entry: EntryRow | undefined, now: Date): boolean =>
  activity.claimDays !== null &&
  entry !== undefined &&
  entry.joinedAt.getTime() + activity.claimDays * DAY_MS <= now.getTime();

function statusOf(activity: ActivityRow, entry: EntryRow | undefined, now: Date): ActivityStatus {
  if (!entry) return hasEnded(activity, now) ? 'Close' : 'Join';
  if (entry.status === 'Expired' || (hasEnded(activity, now) && UNFINISHED.has(entry.status))) return 'Close';
  return entry.status as ActivityStatus;
}

/** The activity as a member sees it: in `language` where written in it (decision 0076), else in its own. */
function activityOf(
  activity: ActivityRow,
  entry: EntryRow | undefined,
  now: Date,
  language: string | undefined,
): Activity {
  const own = { title: activity.title, summary: activity.summary, content: activity.content };
  return {
    id: activity.id,
    ...textInLanguage(activity.texts, language, own).text,
    imageUrl: activityPictureUrl(activity, language),
    rewardAmount: toMajor(activity.rewardMinor),
    startAt: activity.startAt.toISOString(),
    endAt: activity.endAt?.toISOString() ?? null,
    status: statusOf(activity, entry, now),
    remarkRequired: activity.remarkRequired,
  };
}

/**
 * The merchant's started activities for everyone and for `language`, with the member's statuses, each in
 * `language` where written in it. One row is one promotion in every language: its entry (joined, claimed)
 * is the member's whatever language they read it in.
 */
export async function listActivities(
  db: Db,
  query: { merchantCode: string; language: string; memberId: string | null; now: Date },
): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.merchantCode, query.merchantCode),
        or(isNull(activities.language), inArray(activities.language, codesReadingAs(query.language))),
        lte(activities.startAt, query.now),
      ),
    )
    .orderBy(asc(activities.sortOrder), asc(activities.id));
  const entries =
    query.memberId && rows.length > 0
      ? await db
          .select()
          .from(activityEntries)
          .where(
            and(
              eq(activityEntries.memberId, query.memberId),
              inArray(
                activityEntries.activityId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : [];
  const byActivity = new Map(entries.map((entry) => [entry.activityId, entry]));
  return rows.map((row) => activityOf(row, byActivity.get(row.id), query.now, query.language));
}

/** A started activity of the merchant; 404 otherwise. */
async function findActivity(db: Db, merchantCode: string, id: string, now: Date): Promise<ActivityRow> {
  const [activity] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.merchantCode, merchantCode)));
  if (!activity || activity.startAt > now) throw new ApiError(404, 'not_found');
  return activity;
}

async function findEntry(db: Db, activityId: string, memberId: string): Promise<EntryRow | undefined> {
  const [entry] = await db
    .select()
    .from(activityEntries)
    .where(and(eq(activityEntries.activityId, activityId), eq(activityEntries.memberId, memberId)));
  return entry;
}

export interface EntryAction {
  merchantCode: string;
  activityId: string;
  memberId: string;
  now: Date;
  /** The language the answered activity is shown in; none: its own. */
  language?: string;
}

/** Joins the member: Joined without a reward, Claim when approved at once, else Applying for review. */
export async function joinActivity(
  db: Db,
  action: EntryAction & { remark: string | undefined },
): Promise<Activity> {
  const activity = await findActivity(db, action.merchantCode, action.activityId, action.now);
  if (hasEnded(activity, action.now)) throw new ApiError(409, 'activity_closed');
  const remark = action.remark || undefined;
  if (activity.remarkRequired && !remark) {
    throw fieldError('remark', 'required');
  }
  const status: ActivityStatus =
    activity.rewardMinor === 0 ? 'Joined' : activity.autoApprove ? 'Claim' : 'Applying';
  const [entry] = await db
    .insert(activityEntries)
    .values({
      activityId: activity.id,
      memberId: action.memberId,
      status,
      remark: remark ?? null,
      joinedAt: action.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!entry) throw new ApiError(409, 'activity_already_joined');
  return activityOf(activity, entry, action.now, action.language);
}

/** What an operator's review records on the entry besides its status. */
export type EntryDecision = Pick<
  typeof activityEntries.$inferInsert,
  'decidedById' | 'decidedByUsername' | 'decidedAt' | 'decisionReason'
>;

/**
 * Moves the entry from `from` to `to` and, when `pay`, credits the reward (ledger kind activity, one per
 * activity and member) and adds its turnover (reward × the activity's multiple) in the same transaction: a
 * second claim finds the status changed and pays nothing.
 */
export async function settleEntry(
  db: Db,
  activity: ActivityRow,
  action: EntryAction & { currency: string },
  from: readonly ActivityStatus[],
  to: ActivityStatus,
  decision: EntryDecision = {},
): Promise<EntryRow | undefined> {
  const pays = to === 'Claimed' || to === 'Issued';
  if (pays) await ensureWallet(db, action.memberId, action.currency, action.now);
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .update(activityEntries)
      .set({ status: to, ...decision, ...(pays ? { claimedAt: action.now } : {}) })
      .where(
        and(
          eq(activityEntries.activityId, activity.id),
          eq(activityEntries.memberId, action.memberId),
          inArray(activityEntries.status, [...from]),
        ),
      )
      .returning();
    if (entry && pays && activity.rewardMinor > 0) {
      await postLedgerEntry(tx, {
        memberId: action.memberId,
        kind: 'activity',
        reference: `${activity.id}:${action.memberId}`,
        amountMinor: activity.rewardMinor,
        now: action.now,
      });
      await addTurnover(tx, {
        memberId: action.memberId,
        kind: 'reward',
        reference: `${activity.id}:${action.memberId}`,
        amountMinor: activity.rewardMinor,
        multiple: activity.turnoverMultiple,
        now: action.now,
      });
    }
    return entry;
  });
}

/** Claim → Claimed, paying the reward; anything else 409 activity_not_claimable (activity_closed once ended). */
export async function claimActivity(db: Db, action: EntryAction & { currency: string }): Promise<Activity> {
  const activity = await findActivity(db, action.merchantCode, action.activityId, action.now);
  if (hasEnded(activity, action.now)) throw new ApiError(409, 'activity_closed');
  if (claimLapsed(activity, await findEntry(db, activity.id, action.memberId), action.now))
    throw new ApiError(409, 'activity_not_claimable');
  const entry = await settleEntry(db, activity, action, ['Claim'], 'Claimed');
  if (!entry) throw new ApiError(409, 'activity_not_claimable');
  return activityOf(activity, entry, action.now, action.language);
}

/** A reviewer's decision on an Applying or Process entry; Issued pays the reward at once. */
export async function reviewEntry(
  db: Db,
  action: EntryAction & { currency: string; outcome: ReviewOutcome },
): Promise<Activity> {
  const activity = await findActivity(db, action.merchantCode, action.activityId, action.now);
  if (!(await findEntry(db, activity.id, action.memberId))) throw new ApiError(404, 'not_found');
  const entry = await settleEntry(db, activity, action, REVIEWABLE, action.outcome);
  if (!entry) throw new ApiError(409, 'activity_not_claimable');
  return activityOf(activity, entry, action.now, action.language);
}

/** What the generated picture of an activity draws, by its id. */
export async function findActivityPicture(db: Db, id: string) {
  const [activity] = await db
    .select({
      id: activities.id,
      title: activities.title,
      summary: activities.summary,
      language: activities.language,
      texts: activities.texts,
    })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  return activity;
}
