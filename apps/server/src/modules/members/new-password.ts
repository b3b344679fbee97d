import { ApiError } from '../../shared/api-error.ts';
import { passwordProblem } from './passwords.ts';

export interface NewPassword {
  password: string;
  confirmation: string | undefined;
  /** The merchant's minimum length (registration settings); 8 at least whatever it says. */
  minLength: number;
  field: string;
  confirmationField: string;
}

/**
 * The checks every new password passes, in the order the form shows them: the password rules on the
 * password, then its confirmation (empty: in_incorrect_password; different: in_confirmation_correct).
 */
export async function assertNewPassword(rules: NewPassword): Promise<void> {
  const problem = await passwordProblem(rules.password, rules.minLength);
  if (problem) throw new ApiError(400, problem, { field: rules.field });
  if (!rules.confirmation)
    throw new ApiError(400, 'in_incorrect_password', { field: rules.confirmationField });
  if (rules.confirmation !== rules.password) {
    throw new ApiError(400, 'in_confirmation_correct', { field: rules.confirmationField });
  }
}
