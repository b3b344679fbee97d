import type { Problem } from '../../shared/forms/problem.ts';
import type { AmountProblem } from './amount-rules.ts';
import { formatMoney } from './money-format.ts';

/** An amount's problem as a form problem: out of range names the limits in the player's money format. */
export const amountFormProblem = (problem: AmountProblem, locale: string): Problem =>
  problem.code === 'amount_out_of_range'
    ? {
        code: problem.code,
        key: 'wallet.amountRange',
        params: { min: formatMoney(problem.min, locale), max: formatMoney(problem.max, locale) },
      }
    : { code: problem.code };
