import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from './centre-rules.ts';
import { multilineText, text } from './text.ts';

export const FEEDBACK_TICKETS_PAGE_SIZE = 50;

/** open: the member waits for an answer; answered: an operator answered (once). */
export const FeedbackTicketStatus = z.enum(['open', 'answered']);
export type FeedbackTicketStatus = z.infer<typeof FeedbackTicketStatus>;

export const FeedbackTicketsQuery = z.object({
  status: FeedbackTicketStatus.optional(),
  memberId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type FeedbackTicketsQuery = z.infer<typeof FeedbackTicketsQuery>;
export type FeedbackTicketsQueryInput = z.input<typeof FeedbackTicketsQuery>;

/** An image the member attached; `path` is relative to the API prefix and needs the console session. */
export const FeedbackAttachment = z.object({
  position: z.number().int(),
  mimeType: z.string(),
  path: z.string(),
});
export type FeedbackAttachment = z.infer<typeof FeedbackAttachment>;

export const FeedbackTicket = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberUsername: z.string(),
  merchantCode: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  /** The text as the member sent it. */
  content: z.string(),
  attachments: z.array(FeedbackAttachment),
  status: FeedbackTicketStatus,
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type FeedbackTicket = z.infer<typeof FeedbackTicket>;

export const FeedbackTicketPage = z.object({
  list: z.array(FeedbackTicket),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type FeedbackTicketPage = z.infer<typeof FeedbackTicketPage>;

export const FeedbackTicketParams = z.object({ id: z.uuid() });
export const FeedbackImageParams = z.object({
  id: z.uuid(),
  position: z.coerce.number().int().min(0).max(9),
});

export const FEEDBACK_ANSWER_MAX = 2_000;
export const AnswerFeedbackRequest = z.object({
  text: multilineText().trim().min(1).max(FEEDBACK_ANSWER_MAX),
});
export type AnswerFeedbackRequest = z.infer<typeof AnswerFeedbackRequest>;

export const InboxAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), memberId: z.uuid() }),
  z.object({ kind: z.literal('vipLevel'), vipLabel: text().trim().max(32) }),
  z.object({ kind: z.literal('all') }),
]);
export type InboxAudience = z.infer<typeof InboxAudience>;

export const INBOX_TITLE_MAX = 200;
export const INBOX_BODY_MAX = 5_000;
export const SendInboxMessageRequest = z.object({
  audience: InboxAudience,
  title: text().trim().min(1).max(INBOX_TITLE_MAX),
  /** Plain text; line breaks kept (one paragraph a line). */
  body: multilineText().trim().min(1).max(INBOX_BODY_MAX),
});
export type SendInboxMessageRequest = z.infer<typeof SendInboxMessageRequest>;

/** A queued delivery: the request returns at once, a job writes the inbox rows in batches. */
export const InboxCampaign = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'sending', 'sent']),
  /** How many members the audience held when queued (an estimate: members join while it is delivered). */
  audienceCount: z.number().int(),
});
export type InboxCampaign = z.infer<typeof InboxCampaign>;
