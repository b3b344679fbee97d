import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const INDEX =
  '<!doctype html><title>Lobby</title><script type="module" src="/m/assets/app-1a2b3c.js"></script>';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);
writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'export {};');
writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{}');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const app = useTestApp({ config: { webDist } });
const get = (url: string) => app().inject({ method: 'GET', url });

describe('web app', () => {
  it('serves hashed assets for good and revalidates index.html, sw.js and the manifest', async () => {
    const asset = await get('/m/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/m/', '/m/index.html', '/m/sw.js', '/m/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers every other page path with index.html so the client router takes over', async () => {
    for (const url of ['/', '/m', '/m/home', '/m/register.html', '/m/no/such/page?x=1', '/anything']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('keeps 404 for missing assets, unknown API paths and unknown media', async () => {
    const asset = await get('/m/assets/app-gone.js');
    expect(asset.statusCode).toBe(404);
    for (const url of ['/media/games/none.svg', '/media/nothing', '/media']) {
      const media = await get(url);
      expect(media.statusCode, url).toBe(404);
      expect(media.json(), url).toEqual({ success: false, code: 'not_found' });
    }
    const api = await get('/api/v1/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, code: 'not_found' });
  });

  it('sends the strict CSP with the page', async () => {
    const response = await get('/m/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
