import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CANONICAL_LANGUAGES, type CanonicalLanguage } from '@lobby/contract';
import type { FastifyPluginAsync } from 'fastify';

/** Where the plain pages (chat, sandbox games, lottery page) fetch their language's @font-face rules. */
export const PAGE_FONTS_BASE = '/page-fonts';

/**
 * The web fonts each language's text is drawn with: the families of the player app's LANGUAGE_FONTS
 * (apps/web/src/shared/i18n/language-fonts.ts; page-fonts.test.ts keeps the two equal). The pages'
 * tokens.css names the same families first in each language's :lang() stack.
 */
export const PAGE_FONT_FAMILIES: Record<CanonicalLanguage, readonly string[]> = {
  EN: [],
  UR: ['Noto Nastaliq Urdu'],
  AR: ['Noto Sans Arabic'],
  FA: ['Noto Sans Arabic'],
  CN: ['Noto Sans SC'],
  TW: ['Noto Sans TC'],
  JA: ['Noto Sans JP'],
  KO: ['Noto Sans KR'],
  TH: ['Noto Sans Thai'],
  LO: ['Noto Sans Lao'],
  MY: ['Noto Sans Myanmar'],
  KM: ['Noto Sans Khmer'],
  HI: ['Noto Sans Devanagari'],
  NE: ['Noto Sans Devanagari'],
  BN: ['Noto Sans Bengali'],
  TA: ['Noto Sans Tamil'],
  VI: ['Noto Sans'],
  TR: ['Noto Sans'],
  RU: ['Noto Sans'],
  ES: ['Noto Sans'],
  PT: ['Noto Sans'],
  FR: ['Noto Sans'],
  ID: ['Noto Sans'],
  MS: ['Noto Sans'],
};

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const FAMILY = /font-family\s*:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/;

/** The @font-face rules of the web build's stylesheets, by family (the faces point at /m/assets/ files). */
export function fontFacesOf(webDist: string): Map<string, string[]> {
  const faces = new Map<string, string[]>();
  const assets = path.join(webDist, 'assets');
  if (!existsSync(assets)) return faces;
  for (const file of readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .sort()) {
    for (const [rule] of readFileSync(path.join(assets, file), 'utf8').matchAll(FONT_FACE)) {
      const match = FAMILY.exec(rule);
      const family = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
      if (!family) continue;
      faces.set(family, [...(faces.get(family) ?? []), rule]);
    }
  }
  return faces;
}

/**
 * Serves /page-fonts/<LANGUAGE>.css: the faces of the language's fonts, taken from the player app's build so
 * the plain pages draw with the very files the app ships (hashed, immutable, same origin: font-src 'self'),
 * each with its unicode-range, so a page downloads only the files its text needs (decision 0073). Without
 * a web build every language's stylesheet is empty and the pages draw with the phone's fonts.
 */
export const pageFonts: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  const faces = fontFacesOf(webDist);
  if (faces.size === 0)
    app.log.warn({ webDist }, 'no web fonts found; the plain pages use the phone’s fonts');
  const sheets = new Map<string, { css: string; etag: string }>();
  for (const language of CANONICAL_LANGUAGES) {
    const css = PAGE_FONT_FAMILIES[language].flatMap((family) => faces.get(family) ?? []).join('\n');
    const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"`;
    sheets.set(`${language}.css`, { css, etag });
  }

  app.get<{ Params: { file: string } }>(
    `${PAGE_FONTS_BASE}/:file`,
    { schema: { hide: true } },
    (request, reply) => {
      // The page asks with the language code it knows (MY.css); an unknown one is a 404.
      const sheet = sheets.get(request.params.file);
      if (!sheet) return reply.callNotFound();
      // Small and changed only by a deploy: revalidated on every page, answered 304 while the build stands.
      reply.header('cache-control', 'no-cache').header('etag', sheet.etag);
      if (request.headers['if-none-match'] === sheet.etag) return reply.code(304).send();
      return reply.type('text/css; charset=utf-8').send(sheet.css);
    },
  );
};
