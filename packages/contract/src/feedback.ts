import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from './centre-rules.ts';
import { multilineText } from './text.ts';

/**
 * submitFeedback is a multipart PUT: fields `category` and `content`, and up to FEEDBACK_MAX_IMAGES files
 * named `images` (png or jpg by content, at most FEEDBACK_MAX_IMAGE_BYTES each).
 */
export const FeedbackFields = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: multilineText().trim().min(1).max(5_000),
});
export type FeedbackFields = z.infer<typeof FeedbackFields>;

export const FeedbackItem = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  imageCount: z.number().int(),
  status: z.enum(['received', 'answered']),
  /** The operator's answer (plain text) and when it was given; null while unanswered. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;
export const FeedbackList = z.object({ list: z.array(FeedbackItem) });
