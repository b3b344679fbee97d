import type { CanonicalLanguage } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ActivityTexts, activities } from '../db/schema.ts';
import { sanitiseHtml } from '../modules/content/index.ts';
import { activityImageUrl } from '../modules/promotions/index.ts';
import {
  ACTIVITY_KEYS,
  type ActivityKey,
  type ActivityText,
  DEMO_TEXTS,
  textsBesidesEnglish,
} from './content-texts/index.ts';

const DAY = 86_400_000;

/** What a demo promotion is besides its texts. */
interface DemoActivity {
  rewardMinor: number;
  remarkRequired: boolean;
  autoApprove: boolean;
  /** Days relative to the seed time. */
  startDays: number;
  endDays: number | null;
  /** Turnover multiple and claim days of decision 0048 (none when left out). */
  turnoverMultiple?: number;
  claimDays?: number;
}

/** Covers every path: approved at once, reviewed (with a remark), no reward, ended. */
const DEMO_ACTIVITIES: Record<ActivityKey, DemoActivity> = {
  'welcome-bonus': {
    rewardMinor: 1_000,
    remarkRequired: false,
    autoApprove: true,
    startDays: -3,
    endDays: 30,
  },
  'weekend-reload': {
    rewardMinor: 2_500,
    remarkRequired: true,
    autoApprove: false,
    startDays: -1,
    endDays: 14,
    turnoverMultiple: 5,
    claimDays: 7,
  },
  'first-deposit-cashback': {
    rewardMinor: 1_500,
    remarkRequired: false,
    autoApprove: false,
    startDays: -7,
    endDays: null,
  },
  'slots-tournament': {
    rewardMinor: 0,
    remarkRequired: false,
    autoApprove: true,
    startDays: -10,
    endDays: 20,
  },
  'lucky-spin-festival': {
    rewardMinor: 500,
    remarkRequired: false,
    autoApprove: true,
    startDays: -30,
    endDays: -2,
  },
};

/** A promotion for Urdu players only, written in Urdu alone: what an operator targeting one market does. */
const URDU_ONLY = {
  key: 'friday-live-bonus',
  text: {
    title: 'جمعہ لائیو کیسینو بونس 15.00',
    summary: 'شامل ہوں اور 15.00 فوراً حاصل کریں',
    content:
      '<p>ہر جمعہ لائیو کیسینو کھیلنے والوں کے لیے: شامل ہوں اور <strong>15.00</strong> بونس فوراً اپنے والیٹ میں حاصل کریں۔</p>',
  },
  activity: { rewardMinor: 1_500, remarkRequired: false, autoApprove: true, startDays: -2, endDays: 5 },
} as const;

/** The demo merchant's promotions, with generated pictures; added only while the merchant has none. */
export async function seedDemoActivities(db: Db, merchantCode: string, now: Date): Promise<void> {
  const existing = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.merchantCode, merchantCode))
    .limit(1);
  if (existing.length > 0) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const row = (
    key: string,
    language: CanonicalLanguage | null,
    text: ActivityText,
    texts: ActivityTexts | null,
    activity: DemoActivity,
    sortOrder: number,
  ) => {
    const id = `${merchantCode}-${key}`;
    return {
      id,
      merchantCode,
      language,
      title: text.title,
      summary: text.summary,
      content: sanitiseHtml(text.content),
      texts,
      imageUrl: activityImageUrl({ id, title: text.title, summary: text.summary, language }),
      rewardMinor: activity.rewardMinor,
      remarkRequired: activity.remarkRequired,
      autoApprove: activity.autoApprove,
      turnoverMultiple: activity.turnoverMultiple ?? 0,
      claimDays: activity.claimDays ?? null,
      startAt: at(activity.startDays),
      endAt: activity.endDays === null ? null : at(activity.endDays),
      sortOrder,
    };
  };
  // One row per promotion for every language (decision 0076): English is its own text, the 23 others its
  // texts, so an entry and its reward are one whatever language the member reads the promotion in.
  const textsOf = (key: ActivityKey): ActivityTexts =>
    textsBesidesEnglish((texts) => {
      const text = texts.activities[key];
      return { ...text, content: sanitiseHtml(text.content) };
    });
  await db
    .insert(activities)
    .values([
      ...ACTIVITY_KEYS.map((key, index) =>
        row(key, null, DEMO_TEXTS.EN.activities[key], textsOf(key), DEMO_ACTIVITIES[key], index + 1),
      ),
      row(URDU_ONLY.key, 'UR', URDU_ONLY.text, null, URDU_ONLY.activity, ACTIVITY_KEYS.length + 1),
    ])
    .onConflictDoNothing();
}
