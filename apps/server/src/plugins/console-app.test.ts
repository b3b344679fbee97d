import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const CONSOLE_INDEX =
  '<!doctype html><title>Console</title><script src="/console/assets/main-9z.js"></script>';
const consoleDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-console-dist-'));
mkdirSync(path.join(consoleDist, 'assets'));
writeFileSync(path.join(consoleDist, 'index.html'), CONSOLE_INDEX);
writeFileSync(path.join(consoleDist, 'assets', 'main-9z.js'), 'export {};');
afterAll(() => rmSync(consoleDist, { recursive: true, force: true }));

const app = useTestApp({ config: { consoleDist } });

describe('console app', () => {
  it('answers its page paths with its index.html, revalidated, under a CSP that frames nothing', async () => {
    for (const url of ['/console', '/console/', '/console/operators', '/console/enrol?x=1']) {
      const page = await app().inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(CONSOLE_INDEX);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const policy = String(page.headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("frame-src 'none'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toContain('https:');
    }
  });

  it('serves hashed assets for good and keeps a missing one a 404', async () => {
    const asset = await app().inject({ method: 'GET', url: '/console/assets/main-9z.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app().inject({ method: 'GET', url: '/console/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the API to the API', async () => {
    const session = await app().inject({ method: 'GET', url: '/api/v1/console/session' });
    expect(session.statusCode).toBe(401);
    expect(session.json()).toMatchObject({ success: false });
  });
});
