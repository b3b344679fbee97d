import type { Problem } from '../../shared/forms/problem.ts';
import type { AmountProblem } from './amount-rules.ts';
import { formatMoney } from './money-format.ts';

/** An amount's problem as a form problem: the rule it breaks, with its number in the player's money format. */
export function amountFormProblem(problem: AmountProblem): Problem {
  switch (problem.code) {
    case 'amount_step':
      return {
        code: problem.code,
        key: 'wallet.amountStep',
        params: { step: formatMoney(problem.step) },
      };
    case 'amount_below_minimum':
      return {
        code: problem.code,
        key: 'wallet.amountMinimum',
        params: { min: formatMoney(problem.min) },
      };
    case 'amount_above_maximum':
      return {
        code: problem.code,
        key: 'wallet.amountMaximum',
        params: { max: formatMoney(problem.max) },
      };
    default:
      return { code: problem.code };
  }
}
