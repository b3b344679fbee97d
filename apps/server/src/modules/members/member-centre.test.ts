import { describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../demo/accounts.ts';
import { api, bearer, freshIp, login } from '../../test/accounts.ts';
import { putMerchant, useTestApp } from '../../test/app.ts';
import { memberSession } from '../../test/member-sessions.ts';
import { HEAD_ICON_IDS } from './head-icons.ts';

const app = useTestApp();

describe('head icon', () => {
  it('answers the default icon until one is chosen, and the twelve choices', async () => {
    const member = await memberSession(app());
    const initial = await member.get('/members/me/head-icon');
    expect(initial.statusCode, initial.body).toBe(200);
    const value = initial.json().value;
    expect(value.iconId).toBe('avatar-01');
    expect(value.choices).toHaveLength(12);
    expect(value.url).toMatch(/^\/media\/head-icons\/avatar-01\.svg\?v=\w+$/);

    const set = await member.post('/members/me/head-icon', { iconId: 'avatar-07' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.iconId).toBe('avatar-07');
    expect((await member.get('/members/me/head-icon')).json().value.iconId).toBe('avatar-07');
  });

  it('refuses an unknown icon (400 validation_error on iconId), changing nothing', async () => {
    const member = await memberSession(app());
    for (const iconId of ['avatar-13', '../x', '', 'x'.repeat(33)]) {
      const response = await member.post('/members/me/head-icon', { iconId });
      expect(response.statusCode, iconId).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', value: { field: 'iconId' } });
    }
    expect((await member.get('/members/me/head-icon')).json().value.iconId).toBe('avatar-01');
  });

  it('serves every icon as a script-free SVG, and 404 for unknown ones', async () => {
    const member = await memberSession(app());
    const { choices } = (await member.get('/members/me/head-icon')).json().value;
    const bodies = new Set<string>();
    for (const choice of choices) {
      const response = await app().inject({ method: 'GET', url: choice.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(HEAD_ICON_IDS.length);
    expect((await app().inject({ method: 'GET', url: '/media/head-icons/avatar-99.svg' })).statusCode).toBe(
      404,
    );
  });
});

describe('affiliate code', () => {
  it("answers the member's code and the register link on the merchant's configured domain", async () => {
    const member = await memberSession(app());
    const linkFor = async (host: string) => {
      const response = await member.inject({
        method: 'GET',
        url: api('/members/me/affiliate-code'),
        headers: { host },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as { code: string; link: string };
    };
    const { code, link } = await linkFor('127.0.0.1:3000');
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // The demo merchant's domains are loopback ones: this server's own port, over http.
    expect(link).toBe(`http://127.0.0.1:3000/m/register?affiliateCode=${code}`);
    // A host that is not the merchant's (the default merchant answers it): the merchant's first domain.
    expect((await linkFor('elsewhere.example')).link).toBe(
      `http://localhost:3000/m/register?affiliateCode=${code}`,
    );
    for (const forged of ['localhost:80@evil.example', 'localhost:1234', 'localhost:80/evil.example']) {
      expect((await linkFor(forged)).link, forged).toBe(
        `http://localhost:3000/m/register?affiliateCode=${code}`,
      );
    }
  });

  it('links to the configured domain the player came in on, over https, whatever the Host header adds', async () => {
    await putMerchant(app(), 'brand', { domains: ['play.brand.example', 'mirror.brand.example'] });
    const member = await memberSession(app(), { merchant: 'brand' });
    const linkFor = async (host: string) => {
      const response = await member.inject({
        method: 'GET',
        url: api('/members/me/affiliate-code'),
        headers: { host },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.link as string;
    };
    expect(await linkFor('mirror.brand.example:8443')).toMatch(
      /^https:\/\/mirror\.brand\.example\/m\/register\?/,
    );
    expect(await linkFor('play.brand.example:80@evil.example')).toMatch(
      /^https:\/\/play\.brand\.example\/m\//,
    );
    expect(await linkFor('evil.example')).toMatch(/^https:\/\/play\.brand\.example\/m\//);
  });
});

describe('member centre access', () => {
  it('refuses anonymous callers and non-real accounts', async () => {
    const calls = [
      { method: 'GET', url: '/members/me/head-icon' },
      { method: 'POST', url: '/members/me/head-icon', payload: { iconId: 'avatar-02' } },
      { method: 'GET', url: '/members/me/affiliate-code' },
    ] as const;
    for (const call of calls) {
      const response = await app().inject({ ...call, url: api(call.url) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('in_logged_login');
    }
    for (const type of [4, 40, 7]) {
      const guest = await memberSession(app(), { type });
      for (const call of calls) {
        const response = await guest.inject({ ...call, url: api(call.url) });
        expect(response.statusCode, `${type} ${call.url}`).toBe(403);
        expect(response.json().code).toBe('free_reject');
      }
    }
  });
});

describe('demo seed', () => {
  it('gives the demo accounts inbox messages and demoagent a pending dividend request, once', async () => {
    await seedDemoAccounts(app().db, app().passwords, app().clock);
    const agent = await login(app(), 'demoagent', 'Demo-Agent-2026', { remoteAddress: freshIp() });
    const headers = bearer(agent.token);
    const get = (path: string) => app().inject({ method: 'GET', url: api(path), headers });
    expect((await get('/messages/inbox/unread-count')).json().value.unReadCount).toBe(3);
    const requests = (await get('/agents/contract-requests')).json().value;
    expect(requests.divtypecompperiodreq).not.toBe('');
    expect(requests.dailysalreqtype).toBe('');
    // Seeding again adds nothing.
    await seedDemoAccounts(app().db, app().passwords, app().clock);
    expect((await get('/messages/inbox/unread-count')).json().value.unReadCount).toBe(3);
    const demo = await login(app(), 'demo', 'Demo-Player-2026', { remoteAddress: freshIp() });
    const demoCount = await app().inject({
      method: 'GET',
      url: api('/messages/inbox/unread-count'),
      headers: bearer(demo.token),
    });
    expect(demoCount.json().value.unReadCount).toBe(3);
  });
});
