import { z } from 'zod';
import { Password, Username } from './auth.ts';
import { CONTRACT_KINDS } from './centre-rules.ts';
import { text } from './text.ts';

/** getAgentContractRequests: each field is non-empty while a request of that kind is pending (spec §3). */
export const AgentContractRequests = z.object({
  dailysalreqtype: z.string(),
  divtypecompperiodreq: z.string(),
  contracthoursalreq: z.string(),
});
export type AgentContractRequests = z.infer<typeof AgentContractRequests>;

export const ContractKindSchema = z.enum(CONTRACT_KINDS);

/**
 * Where a contract request stands (decision 0058): offered (pending), answered by the agent (accepted,
 * declined), decided by an operator (approved: in force; rejected), or ended by a later approved contract
 * of its kind (superseded).
 */
export const CONTRACT_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'approved',
  'rejected',
  'superseded',
] as const;
export const ContractRequestStatus = z.enum(CONTRACT_REQUEST_STATUSES);
export type ContractRequestStatus = z.infer<typeof ContractRequestStatus>;

export const ContractParams = z.object({ kind: ContractKindSchema });

/** One term of an offered contract: a translation key and its value (amounts in major units, rates in %). */
export const ContractTerm = z.object({
  termCode: text(),
  value: z.number(),
  unit: z.enum(['amount', 'percent', 'hours', 'members']),
});

export const AgentContract = z.object({
  kind: ContractKindSchema,
  requestId: z.string(),
  status: ContractRequestStatus,
  /** Who offered it (the upline's account name). */
  offeredBy: z.string(),
  offeredAt: z.string(),
  respondedAt: z.string().nullable(),
  terms: z.array(ContractTerm),
});
export type AgentContract = z.infer<typeof AgentContract>;

export const RespondContractRequest = z.object({ decision: z.enum(['accept', 'decline']) });
export type RespondContractRequest = z.infer<typeof RespondContractRequest>;

/** /m/agentRegister: an agent opens an account for a downline member or sub-agent. */
export const CreateDownlineRequest = z.object({
  username: Username,
  password: Password,
  confirmPassword: text().max(64),
  /** 0 member, 1 agent. */
  type: z.union([z.literal(0), z.literal(1)]),
});
export type CreateDownlineRequest = z.infer<typeof CreateDownlineRequest>;

export const Downline = z.object({
  account: z.string(),
  type: z.number().int(),
  createdAt: z.string(),
});
export const Downlines = z.object({ list: z.array(Downline), totalCount: z.number().int() });
export type Downlines = z.infer<typeof Downlines>;

/** getAffiliateCode: value.code, and the invite link built from it for this merchant's domain. */
export const AffiliateCode = z.object({ code: z.string(), link: z.string() });
export type AffiliateCode = z.infer<typeof AffiliateCode>;
