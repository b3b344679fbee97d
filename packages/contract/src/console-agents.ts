import { z } from 'zod';
import { ContractKindSchema, ContractRequestStatus } from './agents.ts';
import { DecisionReason } from './console-decision.ts';
import { text } from './text.ts';

/**
 * What a contract's tiers are measured on over a period (decision 0058): the downline's turnover (stakes less
 * refunded stakes) or its net loss (turnover less wins; positive when the downline lost).
 */
export const AGENT_PAY_BASES = ['turnover', 'netLoss'] as const;
export const AgentPayBasis = z.enum(AGENT_PAY_BASES);
export type AgentPayBasis = z.infer<typeof AgentPayBasis>;

/** A contract may have at most this many tiers. */
export const MAX_CONTRACT_TIERS = 20;
const MAX_AMOUNT = 100_000_000;

/**
 * One tier: reached when the period's measure is at least `threshold` (major units). Its `rate` is the pay
 * of the period in major units for salary (per merchant day) and hourly salary (per hour), and a percent of
 * the period's net loss for a dividend.
 */
export const ContractTier = z.object({
  threshold: z.number().min(0).max(MAX_AMOUNT).multipleOf(0.01),
  rate: z.number().min(0).max(MAX_AMOUNT).multipleOf(0.01),
});
export type ContractTier = z.infer<typeof ContractTier>;

/** A contract's pay table: the basis and its tiers, thresholds strictly ascending; dividend rates <= 100%. */
export const ContractPlan = z
  .object({
    basis: AgentPayBasis,
    tiers: z.array(ContractTier).min(1).max(MAX_CONTRACT_TIERS),
  })
  .superRefine((plan, context) => {
    plan.tiers.forEach((tier, index) => {
      const previous = plan.tiers[index - 1];
      if (previous && tier.threshold <= previous.threshold)
        context.addIssue({
          code: 'custom',
          message: 'thresholds must ascend',
          path: ['tiers', index, 'threshold'],
        });
    });
  });
export type ContractPlan = z.infer<typeof ContractPlan>;

/** A dividend's rate is a percent of the net loss: at most 100. */
export const DIVIDEND_MAX_RATE = 100;

/** An operator decides a request while it is in one of these. */
export const REVIEWABLE_CONTRACT_STATUSES = ['pending', 'accepted'] as const;

export const AGENT_LIST_PAGE_SIZE = 50;
const Page = z.coerce.number().int().min(1).max(10_000).default(1);
/** Username (exact, case-insensitive) or member id of the agent. */
const AgentFilter = text().trim().min(1).max(64).optional();

export const AgentContractRequestsQuery = z.object({
  kind: ContractKindSchema.optional(),
  status: ContractRequestStatus.optional(),
  agent: AgentFilter,
  page: Page,
});
export type AgentContractRequestsQuery = z.infer<typeof AgentContractRequestsQuery>;
export type AgentContractRequestsQueryInput = z.input<typeof AgentContractRequestsQuery>;

export const ConsoleContractRequest = z.object({
  id: z.uuid(),
  kind: ContractKindSchema,
  status: ContractRequestStatus,
  agentId: z.uuid(),
  agentUsername: z.string(),
  merchantCode: z.string(),
  offeredBy: z.string(),
  offeredAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  plan: ContractPlan,
  reviewedAt: z.iso.datetime().nullable(),
  reviewedByUsername: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type ConsoleContractRequest = z.infer<typeof ConsoleContractRequest>;

export const ConsoleContractRequestPage = z.object({
  list: z.array(ConsoleContractRequest),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ConsoleContractRequestPage = z.infer<typeof ConsoleContractRequestPage>;

export const AgentIdParams = z.object({ id: z.uuid() });

/**
 * reviewAgentContractRequest: approve (optionally with changed terms, checked like every plan) or reject
 * with a reason.
 */
export const ReviewAgentContractRequest = z
  .object({ approve: z.boolean(), reason: DecisionReason.optional(), plan: ContractPlan.optional() })
  .refine((body) => body.approve || body.reason !== undefined, {
    message: 'a rejection needs a reason',
    path: ['reason'],
  });
export type ReviewAgentContractRequest = z.infer<typeof ReviewAgentContractRequest>;

/** getConsoleAgent's query: which page of the agent's direct downline, AGENT_LIST_PAGE_SIZE a page. */
export const ConsoleAgentQuery = z.object({ downlinePage: Page });
export type ConsoleAgentQuery = z.infer<typeof ConsoleAgentQuery>;

/**
 * getConsoleAgent: an agent's contracts (the latest of each kind) and a page of its direct downline, newest
 * first; each downline member's own downline count, so a sub-agent's downline is one more getConsoleAgent.
 */
export const ConsoleAgent = z.object({
  id: z.uuid(),
  username: z.string(),
  type: z.number().int(),
  merchantCode: z.string(),
  contracts: z.array(ConsoleContractRequest),
  downline: z.array(
    z.object({
      id: z.uuid(),
      username: z.string(),
      type: z.number().int(),
      createdAt: z.iso.datetime(),
      downlineCount: z.number().int(),
    }),
  ),
  downlineCount: z.number().int(),
  downlinePage: z.number().int(),
  downlineHasMore: z.boolean(),
});
export type ConsoleAgent = z.infer<typeof ConsoleAgent>;

/**
 * A period's pay (decision 0058): due (computed, paid once its hold window has passed), held (not paid
 * until released), paid, or none (no tier reached: nothing to pay).
 */
export const AGENT_PAYOUT_STATUSES = ['due', 'held', 'paid', 'none'] as const;
export const AgentPayoutStatus = z.enum(AGENT_PAYOUT_STATUSES);
export type AgentPayoutStatus = z.infer<typeof AgentPayoutStatus>;

/** One period's statement line; money in major units. */
export const AgentStatement = z.object({
  id: z.uuid(),
  kind: ContractKindSchema,
  /** YYYY-MM-DD (salary), YYYY-MM-DDTHH (hourly), or the week's Monday YYYY-MM-DD (dividend). */
  period: z.string(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  basis: AgentPayBasis,
  turnover: z.number(),
  netLoss: z.number(),
  /** 1-based tier reached; null when none was. */
  tier: z.number().int().nullable(),
  rate: z.number(),
  amount: z.number(),
  status: AgentPayoutStatus,
  paidAt: z.iso.datetime().nullable(),
});
export type AgentStatement = z.infer<typeof AgentStatement>;

export const AgentStatementsQuery = z.object({ kind: ContractKindSchema.optional(), page: Page });
export type AgentStatementsQuery = z.infer<typeof AgentStatementsQuery>;
export const AgentStatementPage = z.object({
  list: z.array(AgentStatement),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AgentStatementPage = z.infer<typeof AgentStatementPage>;

export const ConsoleAgentPayout = AgentStatement.extend({
  requestId: z.uuid(),
  agentId: z.uuid(),
  agentUsername: z.string(),
  merchantCode: z.string(),
  holdReason: z.string().nullable(),
  heldByUsername: z.string().nullable(),
});
export type ConsoleAgentPayout = z.infer<typeof ConsoleAgentPayout>;

export const AgentPayoutsQuery = z.object({
  kind: ContractKindSchema.optional(),
  status: AgentPayoutStatus.optional(),
  agent: AgentFilter,
  page: Page,
});
export type AgentPayoutsQuery = z.infer<typeof AgentPayoutsQuery>;
export type AgentPayoutsQueryInput = z.input<typeof AgentPayoutsQuery>;

export const ConsoleAgentPayoutPage = z.object({
  list: z.array(ConsoleAgentPayout),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ConsoleAgentPayoutPage = z.infer<typeof ConsoleAgentPayoutPage>;

/** holdAgentPayout: hold a due payout (true) or release a held one (false), with a reason either way. */
export const HoldAgentPayout = z.object({ hold: z.boolean(), reason: DecisionReason });
export type HoldAgentPayout = z.infer<typeof HoldAgentPayout>;
