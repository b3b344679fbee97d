import { RegistrationSettings } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { api, freshIp, injectEncrypted, memberCount, TestClock } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';

// 20:00 UTC on 1 March is already 2 March in Karachi, the demo merchant's timezone.
const app = useTestApp({ clock: new TestClock(Date.parse('2026-03-01T20:00:00Z')) });

const PASSWORD = 'velvet-otter-harbour';

beforeAll(async () => {
  await putMerchant(app(), 'demo', {
    domains: ['localhost', '127.0.0.1'],
    config: { registration: { captcha: false, dateOfBirthRequired: true } },
  });
});

const register = (username: string, dateOfBirth?: string): Promise<LightMyRequestResponse> =>
  injectEncrypted(app(), {
    method: 'PUT',
    url: api('/registration/username'),
    remoteAddress: freshIp(),
    payload: { agreement: true, username, password: PASSWORD, confirmPassword: PASSWORD, dateOfBirth },
  });

async function expectRefused(
  username: string,
  dateOfBirth: string | undefined,
  code: string,
  issue?: string,
) {
  const before = await memberCount(app());
  const response = await register(username, dateOfBirth);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code, value: { field: 'dateOfBirth' } });
  if (issue) expect(body.value.issues).toEqual([{ field: 'dateOfBirth', code: issue }]);
  expect(await memberCount(app())).toBe(before);
}

describe('date of birth at registration where the merchant asks for it', () => {
  it('the settings say so, with the minimum age', async () => {
    const response = await app().inject({ method: 'GET', url: api('/registration/settings') });
    const settings = RegistrationSettings.parse(response.json().value);
    expect(settings).toMatchObject({ minimumAge: 18, dateOfBirth: { required: true } });
  });

  it('is required, and must be a real past day', async () => {
    await expectRefused('dob_missing', undefined, 'validation_error', 'required');
    await expectRefused('dob_bad_day', '2001-02-30', 'validation_error', 'invalid');
    await expectRefused('dob_future', '2026-03-03', 'validation_error', 'invalid');
    await expectRefused('dob_shape', '01/02/2001', 'validation_error');
  });

  it('refuses an under-age date with under_age and the minimum age, storing nothing', async () => {
    await expectRefused('dob_young', '2008-03-03', 'under_age');
    const response = await register('dob_young2', '2010-01-01');
    expect(response.json().value).toMatchObject({ field: 'dateOfBirth', minimumAge: 18 });
  });

  it("counts the birthday on the merchant's calendar day and stores the date", async () => {
    const response = await register('dob_today18', '2008-03-02');
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app().db.select().from(members).where(eq(members.username, 'dob_today18'));
    expect(row?.dateOfBirth).toBe('2008-03-02');
  });

  it('follows a minimum age of 21', async () => {
    await putMerchant(app(), 'demo', {
      domains: ['localhost', '127.0.0.1'],
      config: { minimumAge: 21, registration: { captcha: false, dateOfBirthRequired: true } },
    });
    await expectRefused('dob_twenty', '2006-01-01', 'under_age');
    const response = await register('dob_twentyone', '2005-03-02');
    expect(response.statusCode, response.body).toBe(200);
  });
});
