import {
  API,
  CONSOLE_OPERATIONS,
  CONSOLE_ROLES,
  type ConsolePermission,
  type ConsoleRole,
  operatorAllows,
} from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The console operations that have a route in this build. Operations another part of the console adds later
 * have no API entry until then; once they do, they join the matrix (and the route check below) by themselves.
 */
const routed = CONSOLE_OPERATIONS.filter((operation) => operation in API).map((operation) => {
  const { method, path } = API[operation as keyof typeof API];
  return { operation, method, url: api(path.replace(/:[a-zA-Z]+/g, PLACEHOLDER_ID)), path };
});

describe('role matrix', () => {
  it('every console operation with an API entry has a registered route', () => {
    expect(routed.length).toBeGreaterThan(0);
    for (const { operation, method, path } of routed)
      expect(app().hasRoute({ method, url: api(path) }), operation).toBe(true);
  });

  // Every role of a merchant, and the platform's owner (platform operations: decision 0061).
  const callers: [ConsoleRole, string | null][] = [
    ...CONSOLE_ROLES.map((role): [ConsoleRole, string] => [role, 'demo']),
    ['owner', null],
  ];
  for (const [role, merchantCode] of callers) {
    it(`${role} of ${merchantCode ?? 'the platform'}: refused operations answer 403 forbidden and are audited; allowed ones are not refused`, async () => {
      const caller = await operatorSession(app(), role, merchantCode);
      const refused: ConsolePermission[] = [];
      for (const { operation, method, url } of routed) {
        const response = await app().inject({
          method,
          url,
          headers: { cookie: caller.cookie, 'x-csrf-token': caller.csrfToken },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const label = `${role} ${operation} ${response.body}`;
        if (operatorAllows({ role, merchantCode }, operation)) {
          expect(response.statusCode, label).not.toBe(403);
        } else {
          expect([response.statusCode, response.json().code], label).toEqual([403, 'forbidden']);
          refused.push(operation);
        }
      }
      const owner = await operatorSession(app(), 'owner', null);
      const events = (
        await owner.get(`/console/audit-events?operatorId=${caller.operatorId}&action=permission.refused`)
      ).json().value.list as { target: string }[];
      expect(events.map((event) => event.target).sort()).toEqual(refused.sort());
    });
  }
});
