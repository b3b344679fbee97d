import type { Db } from '../db/client.ts';
import type { PasswordHasher } from '../modules/members/index.ts';
import { insertOperator } from '../modules/operators/index.ts';
import { type Clock, dateOf } from '../shared/clock.ts';

/** The demo console operator (README): already enrolled, so any TOTP app set to this secret signs in. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'demo-console-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  role: 'owner',
} as const;

/** Creates the demo operator, owner of the demo merchant, unless it exists; answers whether it did. */
export async function seedDemoOperator(
  db: Db,
  passwords: PasswordHasher,
  clock: Clock,
  merchantCode = 'demo',
): Promise<boolean> {
  const operator = await insertOperator(
    db,
    {
      username: DEMO_OPERATOR.username,
      role: DEMO_OPERATOR.role,
      merchantCode,
      passwordHash: await passwords.hash(DEMO_OPERATOR.password),
      totpSecret: DEMO_OPERATOR.totpSecret,
      totpEnrolled: true,
    },
    dateOf(clock),
  );
  return operator !== undefined;
}
