import { z } from 'zod';
import { OperatorUsername } from './console-auth.ts';
import { ConsoleRole } from './console-roles.ts';
import { text } from './text.ts';

/** A merchant's code as the console takes it (lower case letters, digits, _ and -). */
export const ConsoleMerchantCode = text().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/);

export const OperatorItem = z.object({
  id: z.uuid(),
  username: z.string(),
  role: ConsoleRole,
  merchantCode: z.string().nullable(),
  /** Whether the password is set and the TOTP enrolled. */
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type OperatorItem = z.infer<typeof OperatorItem>;

export const OperatorList = z.object({ list: z.array(OperatorItem) });
export type OperatorList = z.infer<typeof OperatorList>;

export const CreateOperatorRequest = z.object({
  username: OperatorUsername,
  role: ConsoleRole,
  /** null: a platform operator (only a platform owner creates one). */
  merchantCode: ConsoleMerchantCode.nullable(),
});

/** The new operator and the one-time path where they set a password (relative to the console). */
export const CreatedOperator = z.object({ operator: OperatorItem, enrolmentPath: z.string() });
export type CreatedOperator = z.infer<typeof CreatedOperator>;

export const OperatorIdParams = z.object({ id: z.uuid() });

export const UpdateOperatorRequest = z
  .object({
    role: ConsoleRole.optional(),
    disabled: z.boolean().optional(),
    reason: text().max(500).optional(),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'role or disabled is required',
    path: ['role'],
  });

export const AUDIT_PAGE_SIZE = 50;

export const AuditEventsQuery = z.object({
  operatorId: z.uuid().optional(),
  action: text()
    .regex(/^[a-z_.]{1,64}$/)
    .optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditEventsQuery = z.infer<typeof AuditEventsQuery>;

export const AuditEvent = z.object({
  id: z.uuid(),
  operatorId: z.uuid().nullable(),
  operatorUsername: z.string().nullable(),
  role: z.string().nullable(),
  merchantCode: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditEventPage = z.object({
  list: z.array(AuditEvent),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditEventPage = z.infer<typeof AuditEventPage>;
