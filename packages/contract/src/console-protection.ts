import { z } from 'zod';
import { DialingCode, MobileNumber, Username } from './auth.ts';
import { DecisionReason } from './console-decision.ts';
import { KycStatus } from './kyc.ts';
import { LimitAmount, PlayerLimitKind, PlayerLimitPeriod, PlayerLimits } from './player-limits.ts';
import { text } from './text.ts';

/** A member's time-out or self-exclusion as the console shows it (decision 0055). */
export const ConsoleExclusion = z.object({
  id: z.uuid(),
  memberId: z.uuid(),
  memberUsername: z.string(),
  kind: z.enum(['time_out', 'self_exclusion']),
  period: z.string(),
  startedAt: z.iso.datetime(),
  /** null: permanent. */
  endsAt: z.iso.datetime().nullable(),
  /** When a self-excluded member's account reopens after asking to return; null: not asked. */
  reopensAt: z.iso.datetime().nullable(),
  /** Still keeps the member out: running, or a self-exclusion whose account has not reopened. */
  active: z.boolean(),
});
export type ConsoleExclusion = z.infer<typeof ConsoleExclusion>;

/** A limit an operator set on a member, stricter than the member's own (decision 0055). */
export const OperatorLimit = z.object({
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
  /** Major units (session: minutes). */
  amount: z.number(),
  reason: z.string(),
  setBy: z.string(),
  setAt: z.iso.datetime(),
});
export type OperatorLimit = z.infer<typeof OperatorLimit>;

/** getConsoleMemberProtection: limits, exclusions, reality check and KYC status of one member. */
export const ConsoleMemberProtection = z.object({
  /** Every kind and period: the member's own limit (amount), the operator's (operatorAmount), used, pending. */
  limits: PlayerLimits,
  /** The operator limits in force, with who set them and why. */
  operatorLimits: z.array(OperatorLimit),
  /** Newest first. */
  exclusions: z.array(ConsoleExclusion),
  realityCheck: z.object({
    /** In force: the member's choice, else the merchant's default; 0 is off. */
    intervalMinutes: z.number().int(),
    /** null: the member chose none. */
    chosenMinutes: z.number().int().nullable(),
    merchantDefaultMinutes: z.number().int(),
  }),
  kyc: KycStatus,
});
export type ConsoleMemberProtection = z.infer<typeof ConsoleMemberProtection>;

export const ConsoleMemberProtectionParams = z.object({ id: z.uuid() });

/** One operator limit: a stricter amount than the member's own, or null to remove the operator's limit. */
export const OperatorLimitSetting = z.object({
  kind: PlayerLimitKind,
  period: PlayerLimitPeriod,
  amount: LimitAmount,
});
export type OperatorLimitSetting = z.infer<typeof OperatorLimitSetting>;

export const SetConsoleMemberLimitsRequest = z.object({
  limits: z.array(OperatorLimitSetting).min(1).max(10),
  reason: DecisionReason,
});
export type SetConsoleMemberLimitsRequest = z.infer<typeof SetConsoleMemberLimitsRequest>;

export const EXCLUSION_STATES = ['active', 'ended'] as const;
export const EXCLUSIONS_PAGE_SIZE = 50;
/** The register entries answered with the exclusions list, newest first (a merchant's own list is short). */
export const EXCLUSION_REGISTER_LIST_SIZE = 500;

export const ConsoleExclusionsQuery = z.object({
  kind: z.enum(['time_out', 'self_exclusion']).optional(),
  state: z.enum(EXCLUSION_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ConsoleExclusionsQuery = z.infer<typeof ConsoleExclusionsQuery>;
export type ConsoleExclusionsQueryInput = z.input<typeof ConsoleExclusionsQuery>;

/** An entry of the merchant's exclusion register. The mobile number is shown masked (last 4 digits). */
export const ExclusionRegisterEntry = z.object({
  id: z.uuid(),
  merchantCode: z.string(),
  /** e.g. "+92 ****4567"; null: the entry names no mobile number. */
  mobile: z.string().nullable(),
  username: z.string().nullable(),
  reason: z.string(),
  addedBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type ExclusionRegisterEntry = z.infer<typeof ExclusionRegisterEntry>;

export const ConsoleExclusionPage = z.object({
  list: z.array(ConsoleExclusion),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** The register's current entries, newest first (at most EXCLUSION_REGISTER_LIST_SIZE). */
  register: z.array(ExclusionRegisterEntry),
});
export type ConsoleExclusionPage = z.infer<typeof ConsoleExclusionPage>;

/** A register entry names a mobile number (dialing code and number), a username, or both. */
export const AddConsoleExclusionEntryRequest = z
  .object({
    countryDialingCode: DialingCode.optional(),
    mobileNum: MobileNumber.optional(),
    username: Username.optional(),
    reason: DecisionReason,
    /** A platform operator names the merchant; a merchant's operator adds to their own merchant's register. */
    merchantCode: text().trim().min(1).max(32).optional(),
  })
  .refine((entry) => entry.mobileNum !== undefined || entry.username !== undefined, {
    message: 'an entry names a mobile number or a username',
    path: ['mobileNum'],
  })
  .refine((entry) => (entry.mobileNum === undefined) === (entry.countryDialingCode === undefined), {
    message: 'a mobile number needs its dialing code',
    path: ['countryDialingCode'],
  });
export type AddConsoleExclusionEntryRequest = z.input<typeof AddConsoleExclusionEntryRequest>;

export const ExclusionEntryParams = z.object({ id: z.uuid() });

export const RemoveConsoleExclusionEntryRequest = z.object({ reason: DecisionReason });
export type RemoveConsoleExclusionEntryRequest = z.infer<typeof RemoveConsoleExclusionEntryRequest>;
