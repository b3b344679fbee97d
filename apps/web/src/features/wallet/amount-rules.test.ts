import { describe, expect, it } from 'vitest';
import { amountFormProblem } from './amount-form-problem.ts';
import { checkAmount } from './amount-rules.ts';

const limits = { min: 10, max: 50_000 };

describe('deposit and withdrawal amounts', () => {
  it('accepts whole amounts and hundredths within the limits', () => {
    expect(checkAmount(' 10 ', limits)).toEqual({ amount: 10 });
    expect(checkAmount('49999.99', limits)).toEqual({ amount: 49_999.99 });
  });

  it('names the rule an amount breaks, with its number', () => {
    expect(checkAmount('', limits)).toEqual({ problem: { code: 'required' } });
    expect(checkAmount('ten', limits)).toEqual({ problem: { code: 'invalid_amount' } });
    expect(checkAmount('9.99', limits)).toEqual({ problem: { code: 'amount_below_minimum', min: 10 } });
    expect(checkAmount('50000.01', limits)).toEqual({
      problem: { code: 'amount_above_maximum', max: 50_000 },
    });
    expect(checkAmount('12.345', limits)).toEqual({ problem: { code: 'amount_step', step: 0.01 } });
  });

  it('formats the rule’s number as money in the player’s language', () => {
    expect(amountFormProblem({ code: 'amount_above_maximum', max: 50_000 })).toEqual({
      code: 'amount_above_maximum',
      key: 'wallet.amountMaximum',
      params: { max: '50,000.00' },
    });
    expect(amountFormProblem({ code: 'amount_step', step: 0.01 }).params).toEqual({ step: '0.01' });
  });
});
