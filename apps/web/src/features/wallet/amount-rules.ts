import { toMinor } from '@lobby/contract';

/** Amounts go in hundredths: the smallest step the server accepts (two decimals). */
export const AMOUNT_STEP = 0.01;

export type AmountProblem =
  | { code: 'required' }
  | { code: 'invalid_amount' }
  | { code: 'amount_step'; step: number }
  | { code: 'amount_below_minimum'; min: number }
  | { code: 'amount_above_maximum'; max: number };

/**
 * The amount typed in major units, checked as the server checks it; a refusal names the rule it breaks
 * (step, minimum or maximum) with its number.
 */
export function checkAmount(
  text: string,
  limits: { min: number; max: number },
): { amount: number } | { problem: AmountProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: { code: 'required' } };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { problem: { code: 'invalid_amount' } };
  const amount = Number(trimmed);
  if (amount < limits.min) return { problem: { code: 'amount_below_minimum', min: limits.min } };
  if (amount > limits.max) return { problem: { code: 'amount_above_maximum', max: limits.max } };
  if (toMinor(amount) === undefined) return { problem: { code: 'amount_step', step: AMOUNT_STEP } };
  return { amount };
}
