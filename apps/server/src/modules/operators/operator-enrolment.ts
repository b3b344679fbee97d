import type { ConsoleRole } from '@lobby/contract';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../shared/api-error.ts';
import { newToken, sha256Hex } from '../../shared/tokens.ts';
import { insertOperator, type Operator } from './operator-repository.ts';

/** How long an enrolment link works. */
export const ENROLMENT_TTL_MS = 72 * 3600_000;

/** Where the console takes the token from; a fragment, so the token reaches no server log (decision 0039). */
export const enrolmentPath = (token: string): string => `/console/enrol#${token}`;

/**
 * A new operator without password or TOTP, and the one-time token of their enrolment link (only its hash
 * is stored). 409 operator_exists when the username is taken.
 */
export async function createOperatorWithEnrolment(
  db: Db,
  input: { username: string; role: ConsoleRole; merchantCode: string | null },
  now: Date,
): Promise<{ operator: Operator; token: string }> {
  const token = newToken();
  const operator = await insertOperator(
    db,
    {
      ...input,
      enrolmentTokenHash: sha256Hex(token),
      enrolmentExpiresAt: new Date(now.getTime() + ENROLMENT_TTL_MS),
    },
    now,
  );
  if (!operator) throw new ApiError(409, 'operator_exists', { field: 'username' });
  return { operator, token };
}
