import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities } from '../db/schema.ts';
import { sanitiseHtml } from '../modules/content/index.ts';
import { activityImageUrl } from '../modules/promotions/index.ts';

const DAY = 86_400_000;

interface DemoActivity {
  key: string;
  /** Null: shown in every language; else only to members using it. */
  language: 'UR' | null;
  title: string;
  summary: string;
  content: string;
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

/** Covers every path: approved at once, reviewed (with a remark), no reward, ended, and one for Urdu only. */
const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  {
    key: 'welcome-bonus',
    language: null,
    title: 'Welcome bonus: 10.00 on us',
    summary: 'Join and claim 10.00 straight into your wallet',
    content:
      '<p>New to the lobby? Join this promotion and the <strong>10.00 welcome bonus</strong> is yours to claim at once.</p><ul><li>One claim per member</li><li>Credited to your wallet</li></ul>',
    rewardMinor: 1_000,
    remarkRequired: false,
    autoApprove: true,
    startDays: -3,
    endDays: 30,
  },
  {
    key: 'weekend-reload',
    language: null,
    title: 'Weekend reload: 25.00 bonus',
    summary: 'Tell us your favourite game; approved entries get 25.00',
    content:
      '<p>Join with a short remark naming your favourite game. Our team reviews every entry within a day; approved entries can claim <strong>25.00</strong>.</p>',
    rewardMinor: 2_500,
    remarkRequired: true,
    autoApprove: false,
    startDays: -1,
    endDays: 14,
    turnoverMultiple: 5,
    claimDays: 7,
  },
  {
    key: 'first-deposit-cashback',
    language: null,
    title: 'First deposit cashback 15.00',
    summary: 'Reviewed after your first deposit, then paid',
    content:
      '<p>Make your first deposit and join: once our team has checked the deposit, <strong>15.00</strong> cashback is paid.</p>',
    rewardMinor: 1_500,
    remarkRequired: false,
    autoApprove: false,
    startDays: -7,
    endDays: null,
  },
  {
    key: 'slots-tournament',
    language: null,
    title: 'Monthly slots tournament',
    summary: 'Join the leaderboard race on PG and JILI slots',
    content:
      '<p>Join to take part in the monthly slots tournament. Every stake on PG and JILI slots counts on the <a href="/m/leaderBoard">leaderboard</a>.</p>',
    rewardMinor: 0,
    remarkRequired: false,
    autoApprove: true,
    startDays: -10,
    endDays: 20,
  },
  {
    key: 'lucky-spin-festival',
    language: null,
    title: 'Lucky spin festival',
    summary: 'The festival has ended; thank you for playing',
    content: '<p>The lucky spin festival has ended. Watch this page for the next one.</p>',
    rewardMinor: 500,
    remarkRequired: false,
    autoApprove: true,
    startDays: -30,
    endDays: -2,
  },
  {
    key: 'friday-live-bonus',
    language: 'UR',
    title: 'جمعہ لائیو کیسینو بونس 15.00',
    summary: 'شامل ہوں اور 15.00 فوراً حاصل کریں',
    content:
      '<p>ہر جمعہ لائیو کیسینو کھیلنے والوں کے لیے: شامل ہوں اور <strong>15.00</strong> بونس فوراً اپنے والٹ میں حاصل کریں۔</p>',
    rewardMinor: 1_500,
    remarkRequired: false,
    autoApprove: true,
    startDays: -2,
    endDays: 5,
  },
];

/** The demo merchant's promotions, with generated pictures; added only while the merchant has none. */
export async function seedDemoActivities(db: Db, merchantCode: string, now: Date): Promise<void> {
  const existing = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.merchantCode, merchantCode))
    .limit(1);
  if (existing.length > 0) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await db
    .insert(activities)
    .values(
      DEMO_ACTIVITIES.map((activity, index) => {
        const id = `${merchantCode}-${activity.key}`;
        return {
          id,
          merchantCode,
          language: activity.language,
          title: activity.title,
          summary: activity.summary,
          content: sanitiseHtml(activity.content),
          imageUrl: activityImageUrl({ id, title: activity.title, summary: activity.summary }),
          rewardMinor: activity.rewardMinor,
          remarkRequired: activity.remarkRequired,
          autoApprove: activity.autoApprove,
          turnoverMultiple: activity.turnoverMultiple ?? 0,
          claimDays: activity.claimDays ?? null,
          startAt: at(activity.startDays),
          endAt: activity.endDays === null ? null : at(activity.endDays),
          sortOrder: index + 1,
        };
      }),
    )
    .onConflictDoNothing();
}
