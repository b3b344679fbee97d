/** Constants of the member centre, messages, agents, promotions and feedback, without zod (the web imports these). */

/** Inbox unread count calls are throttled to one per this many milliseconds (spec §7). */
export const INBOX_UNREAD_THROTTLE_MS = 250;
/** The chat URL opens this long after launchChat answers (spec §7). */
export const CHAT_OPEN_DELAY_MS = 500;
export const INBOX_PAGE_SIZE = 20;

/** Agent contract kinds and the spec's request-status fields that announce each. */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_REQUEST_FIELDS = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;
/** Member types that never see contract prompts (spec §2: not 4, 40, 41 or 42). */
export const NO_CONTRACT_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];

/** Activity statuses of spec §9, as the server sends them. */
export const ACTIVITY_STATUSES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** Activity remarks (comments) are at most this many characters (spec §9). */
export const ACTIVITY_REMARK_MAX = 140;

/** Feedback content is between these many words (spec: "between N and M words"). */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 300;
/** Feedback images: png or jpg, at most 5 MB each, at most 3 (spec §9); checked by content on the server. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'payment', 'game', 'other'] as const;

/**
 * Counts words as the feedback rule does, by the language's word boundaries (Intl.Segmenter): Chinese,
 * Japanese, Thai, Lao, Khmer and Burmese do not separate words with spaces, so spaces cannot count them.
 * `locale` is a BCP 47 tag (languageTag); web and server count with the same rule.
 */
export function countWords(text: string, locale: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    if (segment.isWordLike) words += 1;
  }
  return words;
}

/** Days of the daily sign-in cycle; the streak restarts after the last day or a missed day. */
export const SIGN_IN_CYCLE_DAYS = 7;
export const LEADERBOARD_PERIODS = ['daily', 'weekly'] as const;
/** How many places the leaderboard lists. */
export const LEADERBOARD_SIZE = 20;
