import { z } from 'zod';
import { text } from './text.ts';

/** value.unReadCount of the unread-count calls (spec §7). */
export const UnreadCount = z.object({ unReadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/**
 * Messages the system writes; clients show their own translation (inbox.<code>.title and .content) with
 * the message's params (a number of things is `count`).
 */
export const InboxMessageCode = z.enum([
  'failed_logins',
  'feedback_answered',
  'deposit_approved',
  'deposit_rejected',
  'reward_claim_approved',
  'reward_claim_rejected',
  /* A withdrawal changed state (decision 0046); params: amount, currency, and reason when an operator gave one. */
  'withdrawal_approved',
  'withdrawal_processing',
  'withdrawal_paid',
  'withdrawal_failed',
  'withdrawal_unknown',
  'withdrawal_rejected',
  'withdrawal_cancelled',
]);
export type InboxMessageCode = z.infer<typeof InboxMessageCode>;

export const InboxMessage = z.object({
  id: z.string(),
  /** The English text of a system message (code set), else the operator's own. */
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  code: InboxMessageCode.optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type InboxQuery = z.input<typeof InboxQuery>;
export const InboxPage = z.object({
  list: z.array(InboxMessage),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  unReadCount: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPage>;

export const InboxMessageParams = z.object({ id: z.uuid() });
export const MarkInboxReadRequest = z.object({ messageId: z.uuid() });

/** launchChat query (spec §7: b2c=1, language, backUrl, headerColor, title). */
export const LaunchChatQuery = z.object({
  b2c: z.literal('1'),
  language: text().trim().toUpperCase().max(8).optional(),
  /**
   * Same-origin path the chat's back button returns to: one leading slash, then no slash or backslash next
   * and no whitespace or backslash anywhere (browsers read `/\\host` and `/<TAB>/host` as another origin).
   */
  backUrl: text()
    .max(512)
    .regex(/^\/(?![/\\])[^\s\\]*$/),
  headerColor: text()
    .regex(/^#?[0-9a-fA-F]{6}$/)
    .optional(),
  title: text().max(64).optional(),
});
export type LaunchChatQuery = z.input<typeof LaunchChatQuery>;
export const ChatLaunch = z.object({ chatUrl: z.string() });
export type ChatLaunch = z.infer<typeof ChatLaunch>;
