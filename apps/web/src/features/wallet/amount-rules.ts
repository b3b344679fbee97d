import { toMinor } from '@lobby/contract';

export type AmountProblem =
  | { code: 'required' }
  | { code: 'invalid_amount' }
  | { code: 'amount_out_of_range'; min: number; max: number };

/** The amount typed in major units, checked as the server checks it: two decimals at most, within the limits. */
export function checkAmount(
  text: string,
  limits: { min: number; max: number },
): { amount: number } | { problem: AmountProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: { code: 'required' } };
  const amount = Number(trimmed);
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || toMinor(amount) === undefined || amount <= 0) {
    return { problem: { code: 'invalid_amount' } };
  }
  if (amount < limits.min || amount > limits.max) {
    return { problem: { code: 'amount_out_of_range', ...limits } };
  }
  return { amount };
}
