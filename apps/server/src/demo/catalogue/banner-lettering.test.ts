import type { CanonicalLanguage } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { BANNER_IDS, DEMO_TEXTS } from '../content-texts/index.ts';
import { bannerSvg } from './artwork.ts';
import { letteringFor } from './banner-lettering.ts';
import { outlineScriptOf, outlineStyle } from './outline-fonts.ts';
import { fitLines } from './text-fit.ts';
import { shapeLine } from './text-outlines.ts';

const languages = Object.keys(DEMO_TEXTS) as CanonicalLanguage[];
const OUTLINED: CanonicalLanguage[] = ['UR', 'MY', 'KM', 'LO'];
/** An outlined banner stays a small image (a Latin one is ~3 KB). */
const OUTLINED_BUDGET = 40 * 1024;

const bannersOf = (language: CanonicalLanguage) =>
  BANNER_IDS.map((id) => ({ id, ...DEMO_TEXTS[language].banners[id] }));

const svgOf = (language: CanonicalLanguage, id: number) => {
  const text = DEMO_TEXTS[language].banners[id as (typeof BANNER_IDS)[number]];
  return bannerSvg({ bannerId: id, ...text, gameType: 'RNG', vassalage: 'PG', language });
};

describe('banner texts a phone may lack the font for', () => {
  it('are outlines in Burmese, Khmer, Lao and Urdu, and text in the phone font elsewhere', () => {
    const outlined = languages.filter((language) =>
      bannersOf(language).some((banner) =>
        outlineScriptOf(`${banner.title} ${banner.subtitle} ${banner.cta}`, language),
      ),
    );
    expect(outlined.sort()).toEqual([...OUTLINED].sort());
  });

  it.each(OUTLINED)('draws every %s banner text as paths, no <text> in its script', (language) => {
    for (const banner of bannersOf(language)) {
      const svg = svgOf(language, banner.id);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
      // Only the English category label and motif symbols (777) are left to the phone.
      expect(texts.filter((text) => /[^\x20-\x7e]/.test(text))).toEqual([]);
      expect(texts).not.toContain(banner.title);
      expect(svg.length).toBeLessThan(OUTLINED_BUDGET);
    }
  });

  it.each(OUTLINED)('has a glyph for every character of the %s banners', (language) => {
    for (const banner of bannersOf(language)) {
      const script = outlineScriptOf(`${banner.title} ${banner.subtitle} ${banner.cta}`, language);
      if (!script) throw new Error(`${language} ${banner.id} is not outlined`);
      for (const text of [banner.title, banner.subtitle, banner.cta.toUpperCase()]) {
        const missing = shapeLine(text, outlineStyle(script)).glyphs.filter(({ glyph }) => glyph.id === 0);
        expect(missing, `${language} ${banner.id} "${text}"`).toEqual([]);
      }
    }
  });

  it.each(OUTLINED)('fits the %s texts at their smallest sizes without cutting them', (language) => {
    for (const banner of bannersOf(language)) {
      const lettering = letteringFor([banner.title, banner.subtitle, banner.cta], language);
      const title = fitLines(
        banner.title,
        400,
        52 * lettering.size,
        28 * lettering.size,
        lettering.measure(0),
        1,
      );
      expect(title.lines.join(' ')).toBe(banner.title);
      expect(lettering.measure(0.55)(banner.subtitle) * 15 * lettering.size).toBeLessThanOrEqual(400);
      expect(lettering.measure(0)(banner.cta.toUpperCase()) * 12).toBeLessThanOrEqual(352);
    }
  });

  it('draws Burmese in drawing order: the vowel E and medial RA before their consonant, u beside the RA', () => {
    const names = shapeLine('ကြိုဆိုရေး', outlineStyle('myanmar')).glyphs.map(({ glyph }) => glyph.name);
    expect(names.slice(0, 4)).toEqual(['medial_ra_tt.w2', 'ka', '_i', '_u_spacing']);
    expect(names.indexOf('_e')).toBeLessThan(names.indexOf('ra'));
  });

  it('lays an Urdu line out right to left, a Latin name and a number left to right within it', () => {
    const style = outlineStyle('nastaliq');
    const codePointsOf = (text: string) =>
      shapeLine(text, style).glyphs.flatMap(({ glyph }) =>
        glyph.codePoints.map((c) => String.fromCodePoint(c)),
      );
    // Left to right on the page: the number first, then the Urdu word, the name last (it starts the line).
    const drawn = codePointsOf('AE Sexy ٹائیگر 500').join('');
    expect(drawn.startsWith('500')).toBe(true);
    expect(drawn.endsWith('AE Sexy')).toBe(true);
    expect(drawn.slice(3, -7)).toMatch(/\p{Script=Arabic}/u);
  });
});
