import { type AgentPayBasis, type ContractKind, ContractPlan, DIVIDEND_MAX_RATE } from '@lobby/contract';

/** A contract's tiers while the reviewer edits them: the inputs' text, checked on every change. */
export interface PlanDraft {
  basis: AgentPayBasis;
  tiers: { threshold: string; rate: string }[];
}

/** Where the draft breaks the contract schema: the tier (0-based), its field, and the problem's code. */
export interface PlanProblem {
  tier: number;
  field: 'threshold' | 'rate';
  code: string;
}

export const draftOf = (plan: ContractPlan): PlanDraft => ({
  basis: plan.basis,
  tiers: plan.tiers.map((tier) => ({ threshold: String(tier.threshold), rate: String(tier.rate) })),
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The draft as the plan the server accepts (ContractPlan, and a dividend's rates at most 100 %), or its
 * first problem.
 */
export function checkPlan(kind: ContractKind, draft: PlanDraft): { plan: ContractPlan } | PlanProblem {
  const parsed = ContractPlan.safeParse({
    basis: draft.basis,
    tiers: draft.tiers.map((tier) => ({ threshold: numberOf(tier.threshold), rate: numberOf(tier.rate) })),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === 'tiers');
    const [, tier, field] = issue?.path ?? [];
    return {
      tier: typeof tier === 'number' ? tier : 0,
      field: field === 'rate' ? 'rate' : 'threshold',
      code: issue?.code ?? 'custom',
    };
  }
  const tooBig = parsed.data.tiers.findIndex((tier) => tier.rate > DIVIDEND_MAX_RATE);
  if (kind === 'dividend' && tooBig >= 0) return { tier: tooBig, field: 'rate', code: 'too_big' };
  return { plan: parsed.data };
}
