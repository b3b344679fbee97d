import { CONSOLE_ROLES, type ConsoleRole, roleAllows } from '@lobby/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { memberSession } from '../../test/member-sessions.ts';
import { GOOD_TEXT, submitFeedback } from '../../test/multipart-form.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const expectCode = (response: LightMyRequestResponse, status: number, code: string) =>
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);

const OPERATIONS = {
  listOperators: (caller: ConsoleCaller) => caller.get('/console/operators'),
  createOperator: (caller: ConsoleCaller) =>
    caller.write('POST', '/console/operators', {
      username: `matrix${caller.operatorId.slice(0, 8)}`,
      role: 'auditor',
      merchantCode: 'demo',
    }),
  updateOperator: async (caller: ConsoleCaller) => {
    const target = await operatorSession(app(), 'content');
    return caller.write('PATCH', `/console/operators/${target.operatorId}`, { role: 'support' });
  },
  listAuditEvents: (caller: ConsoleCaller) => caller.get('/console/audit-events'),
  listFeedbackTickets: (caller: ConsoleCaller) => caller.get('/console/feedback'),
  answerFeedback: async (caller: ConsoleCaller) => {
    const member = await memberSession(app());
    const sent = await submitFeedback(app(), member.headers, { category: 'other', content: GOOD_TEXT });
    return caller.write('POST', `/console/feedback/${sent.json().value.id}/answer`, { text: 'Thanks' });
  },
  sendInboxMessage: (caller: ConsoleCaller) =>
    caller.write('POST', '/console/messages', { audience: { kind: 'all' }, title: 'Hello', body: 'News' }),
} as const;

describe('console roles', () => {
  for (const role of CONSOLE_ROLES) {
    it(`${role}: allowed operations answer, the others 403 forbidden and are audited`, async () => {
      const caller = await operatorSession(app(), role);
      for (const [operation, call] of Object.entries(OPERATIONS)) {
        const response = await call(caller);
        const allowed = roleAllows(role as ConsoleRole, operation as keyof typeof OPERATIONS);
        if (allowed)
          expect(response.statusCode, `${role} ${operation} ${response.body}`).toBeOneOf([200, 202]);
        else expectCode(response, 403, 'forbidden');
      }
      const owner = await operatorSession(app(), 'owner');
      const refusals = (
        await owner.get(`/console/audit-events?operatorId=${caller.operatorId}&action=permission.refused`)
      ).json().value.list;
      const refusedOperations = Object.keys(OPERATIONS).filter(
        (operation) => !roleAllows(role as ConsoleRole, operation as keyof typeof OPERATIONS),
      );
      expect(refusals.map((event: { target: string }) => event.target).sort()).toEqual(
        refusedOperations.sort(),
      );
      // getConsoleSession and consoleLogout: every role.
      expect((await caller.get('/console/session')).json().value.operator.role).toBe(role);
      expect((await caller.write('DELETE', '/console/session')).statusCode).toBe(200);
    });
  }
});

describe('operators', () => {
  it('an owner lists, creates and updates the operators of their merchant, audited with before and after', async () => {
    const owner = await operatorSession(app(), 'owner');
    const created = await owner.write('POST', '/console/operators', {
      username: 'cashier1',
      role: 'finance',
      merchantCode: 'demo',
    });
    expect(created.json().value.operator).toMatchObject({
      username: 'cashier1',
      role: 'finance',
      merchantCode: 'demo',
      enrolled: false,
      disabled: false,
    });
    const id = created.json().value.operator.id;
    expectCode(
      await owner.write('POST', '/console/operators', {
        username: 'CASHIER1',
        role: 'support',
        merchantCode: 'demo',
      }),
      409,
      'operator_exists',
    );
    const list = (await owner.get('/console/operators')).json().value.list;
    expect(list.map((operator: { username: string }) => operator.username)).toContain('cashier1');

    const updated = await owner.write('PATCH', `/console/operators/${id}`, {
      role: 'support',
      disabled: true,
      reason: 'moved to support, on leave',
    });
    expect(updated.json().value).toMatchObject({ role: 'support', disabled: true });
    const events = (await owner.get(`/console/audit-events?operatorId=${owner.operatorId}`)).json().value
      .list;
    expect(events[0]).toMatchObject({
      action: 'operator.updated',
      target: id,
      before: { role: 'finance', disabled: false },
      after: { role: 'support', disabled: true },
      reason: 'moved to support, on leave',
      merchantCode: 'demo',
      role: 'owner',
      requestId: expect.any(String),
      ip: expect.any(String),
    });
    expect(events[1]).toMatchObject({ action: 'operator.created', target: id });
    expectCode(
      await owner.write('PATCH', `/console/operators/${owner.operatorId}`, { disabled: true }),
      409,
      'operator_self_change',
    );
  });

  it('disabling an operator ends their sessions', async () => {
    const owner = await operatorSession(app(), 'owner');
    const support = await operatorSession(app(), 'support');
    expect((await support.get('/console/session')).statusCode).toBe(200);
    await owner.write('PATCH', `/console/operators/${support.operatorId}`, { disabled: true });
    expectCode(await support.get('/console/session'), 401, 'session_expired');
  });

  it("never shows or touches another merchant's operators", async () => {
    await putMerchant(app(), 'other', { domains: ['other.test'] });
    const otherOwner = await operatorSession(app(), 'owner', 'other');
    const demoOwner = await operatorSession(app(), 'owner');
    const list = (await otherOwner.get('/console/operators')).json().value.list;
    expect(list.map((operator: { merchantCode: string }) => operator.merchantCode)).toEqual(['other']);
    expectCode(
      await otherOwner.write('PATCH', `/console/operators/${demoOwner.operatorId}`, { disabled: true }),
      404,
      'not_found',
    );
    expectCode(
      await otherOwner.write('POST', '/console/operators', {
        username: 'sneaky',
        role: 'owner',
        merchantCode: 'demo',
      }),
      403,
      'forbidden',
    );
    expectCode(
      await otherOwner.write('POST', '/console/operators', {
        username: 'sneaky',
        role: 'owner',
        merchantCode: null,
      }),
      403,
      'forbidden',
    );
    const audit = (await otherOwner.get('/console/audit-events')).json().value.list;
    expect(audit.every((event: { merchantCode: string }) => event.merchantCode === 'other')).toBe(true);
    const platform = await operatorSession(app(), 'owner', null);
    const all = (await platform.get('/console/operators')).json().value.list;
    expect(new Set(all.map((operator: { merchantCode: string | null }) => operator.merchantCode))).toEqual(
      new Set(['demo', 'other', null]),
    );
    const created = await platform.write('POST', '/console/operators', {
      username: 'otheradmin',
      role: 'admin',
      merchantCode: 'other',
    });
    expect(created.statusCode).toBe(200);
  });

  it('answers 400 naming the field, and changes nothing', async () => {
    const owner = await operatorSession(app(), 'owner');
    const before = (await owner.get('/console/operators')).json().value.list.length;
    const cases: [string, 'POST' | 'PATCH', object, string][] = [
      ['/console/operators', 'POST', { username: 'ab', role: 'owner', merchantCode: 'demo' }, 'username'],
      [
        '/console/operators',
        'POST',
        { username: 'good\u0007name', role: 'owner', merchantCode: 'demo' },
        'username',
      ],
      ['/console/operators', 'POST', { username: 'goodname', role: 'boss', merchantCode: 'demo' }, 'role'],
      ['/console/operators', 'POST', { username: 'goodname', role: 'owner' }, 'merchantCode'],
      [`/console/operators/${owner.operatorId}`, 'PATCH', {}, 'role'],
      ['/console/operators/not-a-uuid', 'PATCH', { role: 'owner' }, 'id'],
      [`/console/operators/${owner.operatorId}`, 'PATCH', { disabled: 'yes' }, 'disabled'],
    ];
    for (const [path, method, payload, field] of cases) {
      const response = await owner.write(method, path, payload);
      expect([response.statusCode, response.json().code, response.json().value?.field], path).toEqual([
        400,
        'validation_error',
        field,
      ]);
    }
    expectCode(
      await owner.write('POST', '/console/operators', {
        username: 'goodname',
        role: 'owner',
        merchantCode: 'nowhere',
      }),
      403,
      'forbidden',
    );
    expect((await owner.get('/console/operators')).json().value.list.length).toBe(before);
    for (const query of ['page=0', 'from=yesterday', 'operatorId=x', 'action=DROP%20TABLE']) {
      const response = await owner.get(`/console/audit-events?${query}`);
      expect([response.statusCode, response.json().value.field], query).toEqual([400, query.split('=')[0]]);
    }
  });
});
