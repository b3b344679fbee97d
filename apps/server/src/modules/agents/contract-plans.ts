import { type ContractKind, type ContractPlan, DIVIDEND_MAX_RATE } from '@lobby/contract';
import { fieldError } from '../../shared/api-error.ts';
import type { PeriodUnit } from '../wallet/index.ts';

/** The pay table an upline offers when none is given (test facility, demo seed, requests stored before 0058). */
export const DEFAULT_PLANS: Record<ContractKind, ContractPlan> = {
  salary: {
    basis: 'turnover',
    tiers: [
      { threshold: 1_000, rate: 20 },
      { threshold: 10_000, rate: 50 },
      { threshold: 50_000, rate: 150 },
    ],
  },
  dividend: {
    basis: 'netLoss',
    tiers: [
      { threshold: 0, rate: 10 },
      { threshold: 5_000, rate: 15 },
      { threshold: 20_000, rate: 25 },
    ],
  },
  hourly: {
    basis: 'turnover',
    tiers: [
      { threshold: 200, rate: 2 },
      { threshold: 1_000, rate: 8 },
    ],
  },
};

/** The period each kind pays for, in merchant time (decision 0058). */
export const PERIOD_UNITS: Record<ContractKind, PeriodUnit> = {
  salary: 'day',
  dividend: 'week',
  hourly: 'hour',
};

/** A dividend's rates are percents of the net loss: above 100 is 400 naming the tier's rate. */
export function assertPlanFits(kind: ContractKind, plan: ContractPlan, field: string): void {
  if (kind !== 'dividend') return;
  const index = plan.tiers.findIndex((tier) => tier.rate > DIVIDEND_MAX_RATE);
  if (index >= 0) throw fieldError(`${field}.tiers.${index}.rate`, 'too_big');
}

export interface PeriodPay {
  /** 1-based tier reached, null when none was. */
  tier: number | null;
  rate: number;
  amountMinor: number;
}

/**
 * A period's pay under a plan: the highest tier whose threshold the measure (turnover or net loss) reaches,
 * the measure being above zero; salary and hourly salary pay the tier's rate, a dividend the rate's percent
 * of the net loss, rounded down to the minor unit.
 */
export function payOf(
  kind: ContractKind,
  plan: ContractPlan,
  figures: { turnoverMinor: number; netLossMinor: number },
): PeriodPay {
  const measure = plan.basis === 'turnover' ? figures.turnoverMinor : figures.netLossMinor;
  let index = -1;
  if (measure > 0)
    plan.tiers.forEach((tier, at) => {
      if (measure >= Math.round(tier.threshold * 100)) index = at;
    });
  const tier = plan.tiers[index];
  if (!tier) return { tier: null, rate: 0, amountMinor: 0 };
  const rateHundredths = Math.round(tier.rate * 100);
  const amountMinor =
    kind === 'dividend'
      ? Math.floor((Math.max(0, figures.netLossMinor) * rateHundredths) / 10_000)
      : rateHundredths;
  return { tier: index + 1, rate: tier.rate, amountMinor };
}
