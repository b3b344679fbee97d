import { API } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../test/accounts.ts';
import { putMerchant, useTestApp } from '../test/app.ts';
import { memberSession } from '../test/member-sessions.ts';

const app = useTestApp({ demoCatalogue: 60 });

const get = (path: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url: api(path), headers });

describe('public catalogue and content answers', () => {
  it('carry an ETag and a max-age of five seconds, vary by language, and answer a repeat with 304', async () => {
    for (const path of [
      API.getGameVendors.path,
      API.getBanners.path,
      `${API.getAnnouncements.path}?types=B`,
    ]) {
      const first = await get(path);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control'], path).toBe('public, max-age=5');
      expect(String(first.headers.vary)).toMatch(/x-language/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      const repeat = await get(path, { 'if-none-match': etag });
      expect(repeat.statusCode, path).toBe(304);
      expect(repeat.body).toBe('');
      expect(repeat.headers.etag).toBe(etag);
      expect((await get(path, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    }
  });

  it('change their ETag with the merchant and language they answer for', async () => {
    const english = await get(API.getHelpCentre.path, { 'x-language': 'EN' });
    const urdu = await get(API.getHelpCentre.path, { 'x-language': 'UR' });
    expect(english.statusCode, english.body).toBe(200);
    expect(urdu.headers.etag).not.toBe(english.headers.etag);
    expect(
      (
        await get(API.getHelpCentre.path, {
          'if-none-match': String(english.headers.etag),
          'x-language': 'UR',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('are private where the merchant gates by client address, so no shared cache serves a blocked client', async () => {
    await putMerchant(app(), 'gated', {
      domains: ['gated.example'],
      config: { region: { blockedIpRanges: ['203.0.113.0/24'] } },
    });
    const response = await get(API.getGameVendors.path, { 'x-merchant-code': 'gated' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=5');
    expect(String(response.headers.vary)).toMatch(/x-merchant-code/);
  });
});

describe('answers that depend on the session', () => {
  it('are no-store: member info, wallet, records, messages', async () => {
    const member = await memberSession(app());
    for (const path of [
      API.getMemberInfo.path,
      API.getWallet.path,
      `${API.getGameRecords.path}?startDate=2026-03-01&endDate=2026-03-01`,
      API.getInboxMessages.path,
    ]) {
      const response = await member.get(path);
      expect(response.statusCode, `${path} ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-store');
      expect(response.headers.etag, path).toBeUndefined();
    }
  });

  it('are no-store also on a public route once the answer used the session', async () => {
    const member = await memberSession(app());
    const withSession = await member.get(`${API.getAnnouncements.path}?types=B`);
    expect(withSession.statusCode, withSession.body).toBe(200);
    expect(withSession.headers['cache-control']).toBe('no-store');
    const favourites = await member.get(`${API.getGameList.path}?gameClassify=favourite`);
    expect(favourites.headers['cache-control']).toBe('no-store');
  });

  it('errors and refusals are no-store too', async () => {
    const anonymous = await get(API.getWallet.path);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const bad = await get(`${API.getAnnouncements.path}?types=ZZ`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});
