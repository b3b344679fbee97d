import type { Dispatch, SetStateAction } from 'react';
import { type Problems, problemText } from '../../shared/forms/problem.ts';
import { fieldProblemOf, refusalOf } from '../../shared/forms/server-errors.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { MOBILE_ALIASES } from './code-target.ts';

/** A refused SMS-code request: a problem with the number goes on the mobile field, and the reason is toasted. */
export function showSendCodeError<F extends string>(
  error: unknown,
  setProblems: Dispatch<SetStateAction<Problems<F | 'mobileNum'>>>,
): void {
  const onField = fieldProblemOf(error, ['mobileNum'] as const, { aliases: MOBILE_ALIASES });
  if (onField) setProblems((current) => ({ ...current, mobileNum: onField.problem }));
  showToast(problemText(refusalOf(error)));
}
