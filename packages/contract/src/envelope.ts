import { z } from 'zod';
import { ErrorCode } from './error-codes.ts';

/** Every /api response has this shape; `code` is a stable key the web translates. */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string().optional(),
    value: value.optional(),
  });

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string().optional(),
  value: z
    .object({
      field: z.string().optional(),
      issues: z.array(z.object({ field: z.string(), code: z.string() })).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface ApiEnvelope<T> {
  success: boolean;
  code: string;
  message?: string;
  value?: T;
}
