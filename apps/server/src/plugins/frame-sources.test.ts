import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../db/schema.ts';
import { putMerchant, useTestApp } from '../test/app.ts';
import { frameOrigin } from './frame-sources.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lobby</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const app = useTestApp({ config: { webDist }, demoCatalogue: 60 });

const frameSrcOf = async (host: string) => {
  const response = await app().inject({ method: 'GET', url: '/m/launchGame', headers: { host } });
  expect(response.statusCode).toBe(200);
  const policy = String(response.headers['content-security-policy']);
  return /(?:^|;\s*)frame-src ([^;]*)/.exec(policy)?.[1];
};

describe('the game frame policy (CSP frame-src)', () => {
  it("lists this origin and the launch origins of the merchant's vendors, nothing more", async () => {
    const [first, second] = await app().db.select({ code: gameVendors.code }).from(gameVendors).limit(2);
    if (!first || !second) throw new Error('the demo catalogue has vendors');
    await app()
      .db.update(gameVendors)
      .set({ launchOrigin: 'https://games.first.example/launch' })
      .where(eq(gameVendors.code, first.code));
    await app()
      .db.update(gameVendors)
      .set({ launchOrigin: 'https://play.second.example:8443' })
      .where(eq(gameVendors.code, second.code));
    await putMerchant(app(), 'one', { domains: ['one.example'], config: { gameVendors: [first.code] } });

    // The demo merchant offers every vendor.
    expect(await frameSrcOf('localhost')).toBe(
      "'self' https://games.first.example https://play.second.example:8443",
    );
    expect(await frameSrcOf('one.example')).toBe("'self' https://games.first.example");
    // A host of no merchant (the default merchant answers it: demo) and the API keep a valid policy.
    const api = await app().inject({ method: 'GET', url: '/api/v1/health' });
    expect(String(api.headers['content-security-policy'])).toMatch(/frame-src 'self'(;|$)/);
  });
});

describe('frameOrigin', () => {
  it('takes the origin of https URLs (http only on loopback) and refuses anything else', () => {
    expect(frameOrigin('https://games.vendor.example/path?x=1')).toBe('https://games.vendor.example');
    expect(frameOrigin('http://localhost:4000/games')).toBe('http://localhost:4000');
    for (const bad of [
      'http://games.vendor.example',
      'javascript:alert(1)',
      'https://x.example; script-src *',
      '*',
      '',
    ]) {
      expect(frameOrigin(bad), bad).toBeUndefined();
    }
  });
});
