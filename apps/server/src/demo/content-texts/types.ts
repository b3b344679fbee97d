/*
 * The shape of the demo merchant's content in one language (decisions 0073, 0076): every announcement, every
 * banner's texts, the help centre, the demo members' inbox messages and the promotions.
 */

export interface ContentText {
  title: string;
  /** Sanitised like an operator's HTML when stored. */
  content: string;
}

export interface BannerText {
  title: string;
  /** The sub-line drawn under the headline. */
  subtitle: string;
  /** The call-to-action pill text. */
  cta: string;
}

export const ANNOUNCEMENT_KEYS = [
  'welcome',
  'maintenance',
  'register-gift',
  'verification',
  'responsible',
  'popup-weekend',
  'promo-fishing',
  'promo-referral',
] as const;
export type AnnouncementKey = (typeof ANNOUNCEMENT_KEYS)[number];

export const BANNER_IDS = [1001, 1002, 1003, 1004, 1005, 2001, 2002, 2003, 3001, 3002, 3003, 3004] as const;
export type BannerId = (typeof BANNER_IDS)[number];

/** In menu order: the terms come first, where the register form's terms link opens the help centre (decision 0037). */
export const HELP_KEYS = [
  'terms',
  'deposits',
  'withdrawals',
  'responsible-gambling',
  'account-security',
  'bonuses',
  'contact',
] as const;
export type HelpKey = (typeof HELP_KEYS)[number];

export const INBOX_KEYS = ['welcome', 'security', 'weekend'] as const;
export type InboxKey = (typeof INBOX_KEYS)[number];

export const ACTIVITY_KEYS = [
  'welcome-bonus',
  'weekend-reload',
  'first-deposit-cashback',
  'slots-tournament',
  'lucky-spin-festival',
] as const;
export type ActivityKey = (typeof ACTIVITY_KEYS)[number];

export interface ActivityText {
  title: string;
  /** The line under the title, also drawn on the promotion's picture. */
  summary: string;
  /** Sanitised like an operator's HTML when stored. */
  content: string;
}

export interface DemoTexts {
  announcements: Record<AnnouncementKey, ContentText>;
  banners: Record<BannerId, BannerText>;
  /** `{age}` is the merchant's minimum age. */
  help: Record<HelpKey, ContentText>;
  inbox: Record<InboxKey, ContentText>;
  activities: Record<ActivityKey, ActivityText>;
}
