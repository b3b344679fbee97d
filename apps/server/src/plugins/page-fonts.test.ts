import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { PAGE_FONT_FAMILIES } from './page-fonts.ts';

const WEB_I18N = fileURLToPath(new URL('../../../web/src/shared/i18n/', import.meta.url));
const fromWeb = createRequire(path.join(WEB_I18N, 'language-fonts.ts'));

/** The family a web font stylesheet declares, following its @import of a Fontsource stylesheet. */
function familyOf(stylesheet: string): string {
  const css = readFileSync(stylesheet, 'utf8');
  const family = /font-family:\s*["']([^"']+)["']/.exec(css)?.[1];
  if (family) return family;
  const imported = /@import\s+"([^"]+)"/.exec(css)?.[1];
  if (!imported) throw new Error(`no font-family in ${stylesheet}`);
  return familyOf(fromWeb.resolve(imported));
}

const face = (family: string, file: string) =>
  `@font-face{font-family:${family};font-weight:400;src:url(/m/assets/${file}.woff2)format("woff2");unicode-range:U+1000-109F}`;

const webDist = mkdtempSync(path.join(os.tmpdir(), 'lobby-page-fonts-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lobby</title>');
writeFileSync(
  path.join(webDist, 'assets', 'style-1a2b.css'),
  `body{margin:0}${face('Noto Sans Myanmar', 'myanmar-400-x1')}${face('Noto Sans Myanmar', 'myanmar-700-x2')}` +
    `${face('"Noto Nastaliq Urdu"', 'nastaliq-400-x3')}${face('Noto Sans Lao', 'lao-400-x4')}`,
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const app = useTestApp({ config: { webDist } });
const get = (url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url, headers });

describe('the plain pages’ web fonts', () => {
  it('are the player app’s: each language names the families of its LANGUAGE_FONTS', () => {
    const source = readFileSync(path.join(WEB_I18N, 'language-fonts.ts'), 'utf8');
    const web = Object.fromEntries(
      [...source.matchAll(/^ {2}(\w\w): \[([^\]]*)\],$/gm)].map(([, code = '', list = '']) => [
        code,
        [...list.matchAll(/'([\w-]+)'/g)].map(([, font = '']) =>
          familyOf(path.join(WEB_I18N, 'fonts', `${font}.css`)),
        ),
      ]),
    );
    expect(PAGE_FONT_FAMILIES).toEqual(web);
  });

  it('serve a language’s faces from the web build, and nothing for English', async () => {
    const burmese = await get('/page-fonts/MY.css');
    expect(burmese.statusCode).toBe(200);
    expect(burmese.headers['content-type']).toMatch(/^text\/css/);
    expect(burmese.body.match(/@font-face/g)).toHaveLength(2);
    expect(burmese.body).toContain('url(/m/assets/myanmar-400-x1.woff2)');
    expect(burmese.body).toContain('unicode-range:U+1000-109F');
    expect(burmese.body).not.toMatch(/nastaliq|lao|margin/);

    const urdu = await get('/page-fonts/UR.css');
    expect(urdu.body).toContain('nastaliq-400-x3.woff2');
    expect(urdu.body.match(/@font-face/g)).toHaveLength(1);

    const english = await get('/page-fonts/EN.css');
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe('');
  });

  it('are revalidated with an ETag, and an unknown language is a 404', async () => {
    const first = await get('/page-fonts/LO.css');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await get('/page-fonts/LO.css', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/page-fonts/XX.css')).statusCode).toBe(404);
    expect((await get('/page-fonts/my.css')).statusCode).toBe(404);
  });
});
