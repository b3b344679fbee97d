import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../shared/escape-xml.ts';
import { bannerSvg, gameArtworkSvg, vendorLogoSvg } from './artwork.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { fitName } from './text-fit.ts';

const catalogue = demoCatalogue();
const TILE_BUDGET = 3 * 1024;
const LOGO_BUDGET = 1.5 * 1024;
const BANNER_BUDGET = 3.5 * 1024;

/**
 * A tiny well-formedness check: balanced, properly nested tags with quoted attributes, no raw `<` or stray
 * `&` in text, every url(#id) and href="#id" pointing at an id of the same image, nothing external or scripted.
 */
function checkSvg(svg: string, viewBox: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`viewBox="${viewBox}"`);
  expect(svg).not.toMatch(/<script|on[a-z]+=|javascript:|<foreignObject|@import|@font-face/i);
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\//);

  const stack: string[] = [];
  const ids = new Set<string>();
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const text = svg.slice(last, match.index);
    expect(text, `text before ${match[0]}`).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
    last = tag.lastIndex;
    const [, closing, name = '', attributes = '', selfClosing] = match;
    for (const id of attributes.matchAll(/\sid="([^"]+)"/g)) {
      expect(ids.has(id[1] as string), `duplicate id ${id[1]}`).toBe(false);
      ids.add(id[1] as string);
    }
    if (closing) expect(stack.pop(), `closing ${name}`).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(last, 'unparsed tail').toBe(svg.length);
  expect(stack).toEqual([]);
  for (const ref of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g))
    expect(ids.has((ref[1] ?? ref[2]) as string)).toBe(true);
}

describe('game artwork', () => {
  it('draws a well-formed square tile under budget for every demo game', () => {
    let largest = 0;
    for (const game of catalogue.games) {
      const svg = gameArtworkSvg(game);
      checkSvg(svg, '0 0 240 240');
      largest = Math.max(largest, svg.length);
    }
    expect(largest).toBeLessThan(TILE_BUDGET);
  });

  it('is deterministic and differs between games', () => {
    const [a, b] = catalogue.games;
    if (!a || !b) throw new Error('no games');
    expect(gameArtworkSvg(a)).toBe(gameArtworkSvg(a));
    expect(gameArtworkSvg(a)).not.toBe(gameArtworkSvg(b));
  });

  it('draws arcade games listed under fishing as their game, not as fish', () => {
    const tile = (gameName: string, gameClassifyNew: string) =>
      gameArtworkSvg({ gameCode: 'arc-1', gameName, gameType: 'FISH', vassalage: 'JL', gameClassifyNew });
    const bubbles = '<circle cx="12" cy="22" r="5"/>';
    expect(tile('Ocean Shark Hunter', 'Fishing')).toContain(bubbles);
    for (const name of ['Lucky Mines', 'Royal Penalty', 'Mega Hi-Lo', 'Golden Plinko', 'Mystic Tower'])
      expect(tile(name, 'Arcade')).not.toContain(bubbles);
  });

  it('escapes the game name for XML', () => {
    const svg = gameArtworkSvg({
      gameCode: 'x-test',
      gameName: 'Cats & <Dogs> "Deluxe"',
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassifyNew: 'Slots',
      isNew: true,
    });
    checkSvg(svg, '0 0 240 240');
    expect(svg).toContain('Cats &amp;');
    expect(svg).toContain('&lt;Dogs&gt;');
    expect(svg).not.toContain('<Dogs>');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('sets the pixel size from s, m, l or a number and copes with unknown vendors', () => {
    const game = { gameCode: 'y', gameName: 'Rocket Rush', gameType: 'INHOUSE' as const, vassalage: 'NOPE' };
    expect(gameArtworkSvg(game, 's')).toContain('width="120" height="120"');
    expect(gameArtworkSvg(game)).toContain('width="240" height="240"');
    expect(gameArtworkSvg(game, 'l')).toContain('width="360" height="360"');
    expect(gameArtworkSvg(game, 96)).toContain('width="96" height="96"');
    checkSvg(gameArtworkSvg(game), '0 0 240 240');
  });

  it('fits names on at most two lines, cutting only the overlong', () => {
    expect(fitName('Rocket Rush', 214, 24, 14, 0.64).lines).toEqual(['Rocket Rush']);
    expect(fitName('Golden Dragon Tiger Table 5', 214, 24, 14, 0.64).lines).toHaveLength(2);
    const long = fitName(
      'Supercalifragilisticexpialidocious Megaways Jackpot Deluxe Edition',
      214,
      24,
      14,
      0.64,
    );
    expect(long.lines.length).toBeLessThanOrEqual(2);
    expect(long.lines.join(' ')).toContain('…');
  });
});

describe('vendor logos and banners', () => {
  it('draws a well-formed logo badge under budget for every vendor', () => {
    for (const vendor of catalogue.vendors) {
      const svg = vendorLogoSvg(vendor);
      checkSvg(svg, '0 0 160 64');
      expect(svg.length).toBeLessThan(LOGO_BUDGET);
    }
  });

  it('draws a well-formed 16:7 banner under budget for every banner', () => {
    for (const banner of catalogue.banners) {
      const svg = bannerSvg(banner);
      checkSvg(svg, '0 0 800 350');
      expect(svg).toContain(escapeXml(banner.cta.toUpperCase()));
      expect(svg.length).toBeLessThan(BANNER_BUDGET);
    }
  });

  it('keeps ids apart between images, so they can be inlined together', () => {
    const idsOf = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    const all = [
      ...catalogue.games.slice(0, 60).map((game) => gameArtworkSvg(game)),
      ...catalogue.vendors.map(vendorLogoSvg),
      ...catalogue.banners.map(bannerSvg),
    ].flatMap(idsOf);
    expect(new Set(all).size).toBe(all.length);
  });
});
