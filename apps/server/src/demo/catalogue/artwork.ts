/*
 * Generated SVG artwork: square game tiles, 16:7 banners and vendor logo badges. Pure string builders: no
 * external references, no scripts, no web fonts: text in the phone's system-ui, or, for banner texts in
 * scripts phones lack, glyph outlines (banner-lettering.ts, decision 0077). Every element id carries a
 * per-image prefix, so several images can be inlined into one page without clashing.
 */

import type { GameCategory } from '@lobby/contract';
import type {
  ArtworkBanner,
  ArtworkGame,
  ArtworkSize,
  BrandColors,
  LogoVendor,
} from '../../modules/media/index.ts';
import { escapeXml } from '../../shared/escape-xml.ts';
import { createRandom, hashString, type Random } from '../../shared/random.ts';
import { type Lettering, latinOutlinesFor, letteringFor, systemText } from './banner-lettering.ts';
import { clamp, fitLines, fitName, n1 } from './text-fit.ts';
import { findDemoVendor } from './vendors.ts';

const FONT = 'system-ui,sans-serif';
const FALLBACK_COLORS: BrandColors = { primary: '#6D28D9', secondary: '#1E1B4B', accent: '#FCD34D' };

/* ---------------------------------------------------------------- text and colour helpers */

type Hsl = [number, number, number];

function hexToHsl(hex: string): Hsl {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = clamp(s, 0, 100) / 100;
  const lig = clamp(l, 0, 100) / 100;
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t0: number): string => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    const c = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`;
}

/** The palette of one image: brand colours with a hue shift. */
interface Palette {
  light: string;
  dark: string;
  glow: string;
  accent: string;
  /** A saturated mid tone for motif fills (gems, fish, chips). */
  vivid: string;
  vividDark: string;
  hue: number;
}

function palette(colors: BrandColors, shift: number): Palette {
  const [h1, s1, l1] = hexToHsl(colors.primary);
  const [h2, s2] = hexToHsl(colors.secondary);
  const hue = h1 + shift;
  return {
    light: hsl(hue, clamp(s1, 60, 92), clamp(l1, 46, 56)),
    dark: hsl(h2 + shift * 0.6, clamp(s2, 45, 85), 12),
    glow: hsl(hue + 10, 100, 72),
    accent: colors.accent,
    vivid: hsl(hue + 150, 85, 58),
    vividDark: hsl(hue + 165, 80, 32),
    hue,
  };
}

/* ---------------------------------------------------------------- shared defs */

const goldGradient = (id: string): string =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop stop-color="#FFF3B8"/><stop offset=".45" stop-color="#FFC83A"/><stop offset="1" stop-color="#B86E0E"/></linearGradient>`;
const redGradient = (id: string): string =>
  `<radialGradient id="${id}" cx=".35" cy=".3" r=".8"><stop stop-color="#FF8A8A"/><stop offset=".5" stop-color="#E3132D"/><stop offset="1" stop-color="#7A0012"/></radialGradient>`;
const whiteGradient = (id: string): string =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop stop-color="#fff"/><stop offset="1" stop-color="#D5D9E6"/></linearGradient>`;

/** A star polygon centred on (cx, cy). */
function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'L'}${n1(cx + radius * Math.cos(angle))} ${n1(cy + radius * Math.sin(angle))}`;
  }
  return `${d}Z`;
}

/** The card suits, scaled 1.25 and moved to a card's centre. */
const CARD_HEART = 'M2 3C2-7-13-7-13 4.2C-13 14.2-0.5 19.2 2 25.5C4.5 19.2 17 14.2 17 4.2C17-7 2-7 2 3Z';
const CARD_SPADE =
  'M2-9.5C-1.8-0.8-13 4.2-13 13C-13 21.8-3 23 0.8 16.8L-3 26.8H7L3.2 16.8C7 23 17 21.8 17 13C17 4.2 5.8-0.8 2-9.5Z';
const SPADE = 'M0-14C-3-7-12-3-12 4C-12 11-4 12-1 7L-4 15H4L1 7C4 12 12 11 12 4C12-3 3-7 0-14Z';

/* ---------------------------------------------------------------- motifs (drawn in a 100 × 100 box) */

interface MotifContext {
  /** Id prefix of the image. */
  p: string;
  random: Random;
  pal: Palette;
  name: string;
  classification: string | null;
  category: GameCategory;
}

type Motif = (ctx: MotifContext) => string;

const seven: Motif = ({ p }) => {
  const d = 'M16 12H86L90 23Q64 52 56 92H30Q38 58 62 32H20Z';
  return `${redGradient(`${p}r`)}${goldGradient(`${p}o`)}<path d="${d}" fill="#000" opacity=".3" transform="translate(5 6)"/><path d="${d}" fill="url(#${p}r)" stroke="url(#${p}o)" stroke-width="6" stroke-linejoin="round"/><path d="M24 19H80" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>`;
};

const cherry: Motif = ({ p }) =>
  `${redGradient(`${p}r`)}<path d="M30 62Q36 32 64 12M64 12Q70 38 74 56" fill="none" stroke="#2F7D1F" stroke-width="5" stroke-linecap="round"/><path d="M64 12Q84 0 96 14Q80 28 64 12Z" fill="#57C23A"/><path d="M66 12Q80 8 92 14" stroke="#2F7D1F" stroke-width="1.5" fill="none"/><circle cx="30" cy="72" r="21" fill="url(#${p}r)"/><circle cx="74" cy="68" r="21" fill="url(#${p}r)"/><ellipse cx="22" cy="64" rx="6" ry="4" fill="#fff" opacity=".75"/><ellipse cx="66" cy="60" rx="6" ry="4" fill="#fff" opacity=".75"/>`;

const gem: Motif = ({ p, pal }) =>
  `<linearGradient id="${p}m" x2="1" y2="1"><stop stop-color="#fff"/><stop offset=".35" stop-color="${pal.vivid}"/><stop offset="1" stop-color="${pal.vividDark}"/></linearGradient><path d="M28 14H72L94 38L50 94L6 38Z" fill="url(#${p}m)"/><path d="M28 14H50L38 38H6Z" fill="#fff" opacity=".45"/><path d="M50 94L62 38H94Z" fill="#000" opacity=".22"/><path d="M6 38H94M28 14L38 38L50 94L62 38L72 14M38 38L50 14L62 38" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5" stroke-linejoin="round"/>`;

const crown: Motif = ({ p }) =>
  `${goldGradient(`${p}o`)}${redGradient(`${p}r`)}<path d="M12 76L5 30L31 52L50 14L69 52L95 30L88 76Z" fill="url(#${p}o)" stroke="#8A5200" stroke-width="2.5" stroke-linejoin="round"/><rect x="10" y="74" width="80" height="15" rx="4" fill="url(#${p}o)" stroke="#8A5200" stroke-width="2.5"/><circle cx="50" cy="60" r="8" fill="url(#${p}r)"/><circle cx="28" cy="66" r="5" fill="#3BD1FF"/><circle cx="72" cy="66" r="5" fill="#3BD1FF"/><g fill="#FFF3B8"><circle cx="5" cy="30" r="5"/><circle cx="50" cy="14" r="5"/><circle cx="95" cy="30" r="5"/></g>`;

const coin: Motif = ({ p }) =>
  `${goldGradient(`${p}o`)}<circle cx="54" cy="55" r="42" fill="#8A4E00"/><circle cx="50" cy="50" r="42" fill="url(#${p}o)"/><circle cx="50" cy="50" r="33" fill="none" stroke="#A86200" stroke-width="3" stroke-dasharray="4 4"/><path d="${starPath(50, 52, 22, 9)}" fill="#C27A12" stroke="#FFF3B8" stroke-width="2" stroke-linejoin="round"/><path d="M22 32Q34 14 56 12" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none" opacity=".7"/>`;

const reels: Motif = ({ p, classification }) => {
  const symbols = classification === 'Megaways' ? ['7', 'A', '7'] : ['7', '7', '7'];
  const xs = [10, 37.5, 65];
  return `${goldGradient(`${p}o`)}${whiteGradient(`${p}w`)}<path d="M100 56H108V22" stroke="#CBD2E0" stroke-width="4" fill="none"/><circle cx="108" cy="18" r="7" fill="#E3132D"/><rect y="18" width="100" height="70" rx="12" fill="url(#${p}o)"/><rect x="6" y="25" width="88" height="56" rx="8" fill="#1A0D2E"/><g fill="url(#${p}w)">${xs.map((x) => `<rect x="${x}" y="30" width="25" height="46" rx="4"/>`).join('')}</g><g font-size="32" font-weight="900" text-anchor="middle" fill="#D4102A">${xs.map((x, i) => `<text x="${x + 12.5}" y="64">${symbols[i]}</text>`).join('')}</g><path d="M6 53H94" stroke="#FF3355" stroke-width="2" opacity=".8"/>`;
};

const wheel: Motif = ({ p, random }) => {
  const pocket = n1((2 * Math.PI * 31) / 37);
  const spin = random.int(0, 359);
  return `${goldGradient(`${p}o`)}<circle cx="52" cy="53" r="48" fill="#000" opacity=".3"/><circle cx="50" cy="50" r="48" fill="url(#${p}o)"/><circle cx="50" cy="50" r="43" fill="#5A2D0C"/><g transform="rotate(${spin} 50 50)" fill="none" stroke-width="18"><circle cx="50" cy="50" r="31" stroke="#151515"/><circle cx="50" cy="50" r="31" stroke="#D4102A" stroke-dasharray="${pocket} ${pocket}"/><circle cx="50" cy="50" r="31" stroke="#0E9F4F" stroke-dasharray="${pocket} 200"/></g><circle cx="50" cy="50" r="40" fill="none" stroke="#E8B64A" stroke-width="1.2"/><circle cx="50" cy="50" r="22" fill="#6B3510" stroke="#E8B64A" stroke-width="1.5"/><path d="M50 33V67M33 50H67" stroke="url(#${p}o)" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="50" r="7" fill="url(#${p}o)"/><circle cx="50" cy="15" r="3.6" fill="#fff"/>`;
};

function card(
  x: number,
  y: number,
  angle: number,
  rank: string,
  suit: string,
  color: string,
  p: string,
): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-25" y="-35" width="50" height="70" rx="6" fill="url(#${p}w)" stroke="#0003"/><text x="-17" y="-17" fill="${color}">${rank}</text><path d="${suit}" fill="${color}"/></g>`;
}

const cards: Motif = ({ p, classification }) => {
  const dragonTiger = classification === 'Dragon Tiger';
  const back = card(34, 54, -14, dragonTiger ? 'Q' : 'K', CARD_SPADE, '#151515', p);
  const front = card(64, 50, 12, 'A', CARD_HEART, '#D4102A', p);
  return `${whiteGradient(`${p}w`)}<ellipse cx="50" cy="94" rx="40" ry="5" fill="#000" opacity=".25"/><g font-size="15" font-weight="800">${back}${front}</g>${chip(86, 84, 14, '#0E9F4F')}`;
};

/** A casino chip; `shine` names the id prefix of a chipShine gradient to gloss it with. */
function chip(cx: number, cy: number, r: number, color: string, shine?: string): string {
  const dash = n1((2 * Math.PI * (r - 3)) / 12);
  const gloss = shine ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${shine}h)"/>` : '';
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${r - 3}" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="${dash} ${dash}"/><circle cx="${cx}" cy="${cy}" r="${n1(r * 0.6)}" fill="${color}" stroke="#fff" stroke-opacity=".7" stroke-dasharray="2 2"/>${gloss}`;
}

const chipShine = (p: string): string =>
  `<radialGradient id="${p}h" cx=".35" cy=".3" r=".7"><stop stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

function die(x: number, y: number, angle: number, pips: number[][], p: string): string {
  const dots = pips.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="4.6"/>`).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-24" y="-24" width="48" height="48" rx="11" fill="url(#${p}w)" stroke="#0002" stroke-width="1.5"/><g fill="#C8102E">${dots}</g></g>`;
}

const dice: Motif = ({ p }) => {
  const five = [
    [-12, -12],
    [12, -12],
    [0, 0],
    [-12, 12],
    [12, 12],
  ];
  const three = [
    [-12, -12],
    [0, 0],
    [12, 12],
  ];
  return `${whiteGradient(`${p}w`)}<ellipse cx="50" cy="92" rx="44" ry="6" fill="#000" opacity=".28"/>${die(30, 62, -16, five, p)}${die(70, 44, 14, three, p)}${chip(14, 22, 11, '#D4102A')}`;
};

const fish: Motif = ({ p, pal, name }) => {
  const golden = /gold|king|dragon/i.test(name);
  const from = golden ? '#FFE680' : hsl(pal.hue + 40, 95, 66);
  const to = golden ? '#E08A00' : hsl(pal.hue + 10, 90, 42);
  return `<linearGradient id="${p}f" x2="0" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><g fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"><circle cx="12" cy="22" r="5"/><circle cx="22" cy="8" r="3"/><circle cx="86" cy="6" r="3.5"/><circle cx="4" cy="36" r="2"/></g><path d="M30 36Q42 4 68 34Z" fill="${to}"/><path d="M4 54Q28 18 64 30Q74 33 80 40L98 24Q92 52 98 80L80 64Q74 70 64 74Q28 88 4 54Z" fill="url(#${p}f)"/><path d="M46 34Q40 54 46 72M58 34Q52 54 58 72" stroke="#fff" stroke-opacity=".45" stroke-width="4" fill="none"/><path d="M12 60Q36 76 64 68" stroke="#fff" stroke-opacity=".5" stroke-width="3" fill="none"/><path d="M36 56Q48 66 56 56Z" fill="${to}" opacity=".8"/><circle cx="20" cy="48" r="6.5" fill="#fff"/><circle cx="19" cy="48" r="3.6" fill="#111"/><path d="M0 96Q12 90 25 96T50 96T75 96T100 96" stroke="#fff" stroke-opacity=".45" stroke-width="2.5" fill="none"/>`;
};

function pentagon(cx: number, cy: number, r: number, rotation: number): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const angle = ((rotation + i * 72 - 90) * Math.PI) / 180;
    d += `${i === 0 ? 'M' : 'L'}${n1(cx + r * Math.cos(angle))} ${n1(cy + r * Math.sin(angle))}`;
  }
  return `${d}Z`;
}

const ball: Motif = ({ p, name }) => {
  const shade = (id: string, a: string, b: string): string =>
    `<radialGradient id="${id}" cx=".38" cy=".32" r=".75"><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`;
  const lines = `<path d="M-10 32H8M-16 50H4M-10 68H8" stroke="#fff" stroke-opacity=".65" stroke-width="4" stroke-linecap="round"/><ellipse cx="54" cy="96" rx="34" ry="4" fill="#000" opacity=".25"/>`;
  if (/basket/i.test(name)) {
    return `${shade(`${p}u`, '#FFB060', '#C2410C')}${lines}<circle cx="54" cy="50" r="40" fill="url(#${p}u)"/><path d="M14 50H94M54 10V90M26 22Q46 50 26 78M82 22Q62 50 82 78" stroke="#3A1A06" stroke-width="2.5" fill="none"/>`;
  }
  if (/cricket/i.test(name)) {
    return `${shade(`${p}u`, '#FF6B6B', '#8B0A14')}${lines}<circle cx="54" cy="50" r="40" fill="url(#${p}u)"/><path d="M28 20Q50 50 28 80M34 16Q56 50 34 84" stroke="#FFE4C4" stroke-width="2" stroke-dasharray="3 3" fill="none"/>`;
  }
  if (/tennis|badminton/i.test(name)) {
    return `${shade(`${p}u`, '#F4FF8A', '#8DB31B')}${lines}<circle cx="54" cy="50" r="40" fill="url(#${p}u)"/><path d="M22 24Q46 50 22 76M86 24Q62 50 86 76" stroke="#fff" stroke-width="4" fill="none"/>`;
  }
  const outer = [0, 1, 2, 3, 4]
    .map((i) => {
      const angle = ((i * 72 - 90) * Math.PI) / 180;
      return pentagon(n1(54 + 36 * Math.cos(angle)), n1(50 + 36 * Math.sin(angle)), 12, 180 + i * 72);
    })
    .join('');
  const seams = [0, 1, 2, 3, 4]
    .map((i) => {
      const angle = ((i * 72 - 90) * Math.PI) / 180;
      return `M${n1(54 + 13 * Math.cos(angle))} ${n1(50 + 13 * Math.sin(angle))}L${n1(54 + 25 * Math.cos(angle))} ${n1(50 + 25 * Math.sin(angle))}`;
    })
    .join('');
  return `${shade(`${p}u`, '#fff', '#AEB6C8')}<clipPath id="${p}c"><circle cx="54" cy="50" r="40"/></clipPath>${lines}<circle cx="54" cy="50" r="40" fill="url(#${p}u)"/><g clip-path="url(#${p}c)" fill="#1B1F2A"><path d="${pentagon(54, 50, 13, 0)}${outer}"/></g><path d="${seams}" stroke="#1B1F2A" stroke-width="2"/>`;
};

const controller: Motif = ({ p, pal }) =>
  `<linearGradient id="${p}d" x2="0" y2="1"><stop stop-color="#3A3F58"/><stop offset="1" stop-color="#141726"/></linearGradient><path d="M24 28H76Q92 28 96 46L102 74Q104 90 90 90Q82 90 76 80L70 70H30L24 80Q18 90 10 90Q-4 90-2 74L4 46Q8 28 24 28Z" fill="url(#${p}d)" stroke="${pal.accent}" stroke-width="2.5"/><path d="M28 33H72" stroke="${pal.accent}" stroke-width="2" stroke-linecap="round" opacity=".8"/><path d="M20 46H28V38H36V46H44V54H36V62H28V54H20Z" fill="#CFD6FF"/><circle cx="72" cy="40" r="5" fill="#22D3EE"/><circle cx="82" cy="50" r="5" fill="#F472B6"/><circle cx="62" cy="50" r="5" fill="#FACC15"/><circle cx="72" cy="60" r="5" fill="#4ADE80"/><g fill="#0B0D16" stroke="#5B6280" stroke-width="2"><circle cx="38" cy="72" r="7"/><circle cx="62" cy="72" r="7"/></g><path d="M45 46H55" stroke="#5B6280" stroke-width="3" stroke-linecap="round"/>`;

const rooster: Motif = ({ p }) =>
  `<linearGradient id="${p}q" x2="0" y2="1"><stop stop-color="#FFB347"/><stop offset="1" stop-color="#B43A0C"/></linearGradient><linearGradient id="${p}t" x1="0" y1="1" x2="1" y2="0"><stop stop-color="#0B3D35"/><stop offset="1" stop-color="#1FA38A"/></linearGradient><path d="M54 60Q56 22 86 6Q76 24 80 38Q88 24 100 26Q88 40 86 54Q96 48 100 54Q88 70 70 72Z" fill="url(#${p}t)"/><path d="M26 36Q18 52 26 66Q38 84 60 82Q80 80 84 60Q70 64 58 56Q46 48 42 34Z" fill="url(#${p}q)"/><path d="M24 44Q18 26 28 16Q40 8 46 20Q48 32 40 40Z" fill="url(#${p}q)"/><path d="M26 12Q26 2 33 7Q36-1 41 6Q46 1 47 12Q38 10 26 12Z" fill="#E11D2A"/><path d="M24 18L12 22L24 26Z" fill="#F5B301"/><path d="M25 27Q22 37 28 36Q31 31 28 27Z" fill="#E11D2A"/><circle cx="31" cy="18" r="2.2" fill="#111"/><path d="M44 56Q58 46 74 58Q62 72 46 66Z" fill="#7A2E0E"/><path d="M48 82L45 96M62 82L65 96M38 97H52M58 97H72" stroke="#F5B301" stroke-width="3.5" stroke-linecap="round"/>`;

const chips: Motif = ({ p, pal }) => {
  const stack = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="22" cy="${88 - i * 7}" rx="20" ry="7" fill="${i % 2 ? '#1D4ED8' : '#D4102A'}" stroke="#fff" stroke-width="2" stroke-dasharray="5 4"/>`,
    )
    .join('');
  return `${chipShine(p)}<ellipse cx="56" cy="94" rx="42" ry="5" fill="#000" opacity=".28"/>${stack}${chip(60, 50, 38, pal.vividDark, p)}<path d="${SPADE}" fill="#fff" transform="translate(60 49) scale(1.3)"/>`;
};

const balls: Motif = ({ p, random, category }) => {
  const colors = ['#E3132D', '#1D4ED8', '#0E9F4F', '#F59E0B', '#9333EA'];
  const first = random.int(0, 4);
  const spots = [
    [16, 68, 18],
    [84, 68, 18],
    [50, 50, 28],
  ] as const;
  const body = spots
    .map(([x, y, r], i) => {
      const number = String(random.int(1, 45)).padStart(2, '0');
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colors[(first + i * 2) % colors.length]}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${p}h)"/><circle cx="${x}" cy="${y}" r="${n1(r * 0.55)}" fill="#fff"/><text x="${x}" y="${n1(y + r * 0.22)}" font-size="${n1(r * 0.62)}">${number}</text>`;
    })
    .join('');
  const bolt =
    category === 'ELOTT'
      ? `<path d="M86 0L74 20H84L78 36L96 12H85Z" fill="#FFD60A" stroke="#7A4A00" stroke-width="1.5"/>`
      : '';
  return `<radialGradient id="${p}h" cx=".35" cy=".3" r=".75"><stop stop-color="#fff" stop-opacity=".85"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".5"/></radialGradient><ellipse cx="50" cy="92" rx="46" ry="5" fill="#000" opacity=".25"/><g font-weight="800" text-anchor="middle" fill="#111">${body}</g>${bolt}`;
};

const swords: Motif = ({ p, pal }) =>
  `${goldGradient(`${p}o`)}<linearGradient id="${p}b" x2="1"><stop stop-color="#F5F7FA"/><stop offset="1" stop-color="#8C96AB"/></linearGradient><path d="M50 10L82 22V48Q82 76 50 92Q18 76 18 48V22Z" fill="${pal.dark}" stroke="url(#${p}o)" stroke-width="3"/><g id="${p}x" transform="translate(50 52) rotate(-42)"><path d="M-5-48L0-58L5-48V14H-5Z" fill="url(#${p}b)"/><path d="M0-52V12" stroke="#fff" stroke-opacity=".7" stroke-width="1.4"/><rect x="-17" y="12" width="34" height="7" rx="3" fill="url(#${p}o)"/><rect x="-3.5" y="19" width="7" height="17" rx="2" fill="#5A2D0C"/><circle cy="40" r="5" fill="url(#${p}o)"/></g><use href="#${p}x" transform="translate(100 0) scale(-1 1)"/>`;

const rocket: Motif = ({ p, pal, random }) => {
  const multiplier = (1.2 + random.next() * 8.8).toFixed(2);
  return `<linearGradient id="${p}a" x2="0" y2="1"><stop stop-color="${pal.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${pal.accent}" stop-opacity="0"/></linearGradient>${whiteGradient(`${p}w`)}<path d="M0 92H100M0 64H100M0 36H100M30 8V96M62 8V96" stroke="#fff" stroke-opacity=".1"/><path d="M0 94Q58 90 80 34V96H0Z" fill="url(#${p}a)"/><path d="M0 94Q58 90 80 34" stroke="${pal.accent}" stroke-width="4" fill="none" stroke-linecap="round"/><g transform="translate(80 30) rotate(32) scale(1.2)"><path d="M-7 16Q0 44 7 16Z" fill="#FBBF24"/><path d="M-3.5 16Q0 30 3.5 16Z" fill="#FFF7D6"/><path d="M-12 2L-22 20L-12 16ZM12 2L22 20L12 16Z" fill="#EF4444"/><path d="M0-30Q13-16 12 6L12 16H-12L-12 6Q-13-16 0-30Z" fill="url(#${p}w)"/><path d="M0-30Q7-23 9-16H-9Q-7-23 0-30Z" fill="#EF4444"/><circle cy="-3" r="5" fill="#38BDF8" stroke="#1E293B" stroke-width="2"/></g><text y="20" font-size="17" font-weight="900" fill="#fff">${multiplier}x</text>`;
};

const bell: Motif = ({ p }) =>
  `${goldGradient(`${p}o`)}<circle cx="50" cy="86" r="8" fill="#B86E0E"/><path d="M50 8Q54 8 54 13Q76 18 77 48Q78 66 90 74V82H10V74Q22 66 23 48Q24 18 46 13Q46 8 50 8Z" fill="url(#${p}o)" stroke="#8A5200" stroke-width="2"/><path d="M34 30Q30 44 31 60" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M16 74H84" stroke="#8A5200" stroke-width="2"/><path d="M50 14L36 4V20ZM50 14L64 4V20Z" fill="#E3132D"/><circle cx="50" cy="14" r="5" fill="#E3132D"/>`;

const clover: Motif = ({ p }) =>
  `<linearGradient id="${p}c" x2="0" y2="1"><stop stop-color="#8CF27A"/><stop offset="1" stop-color="#138A36"/></linearGradient><path d="M50 52Q58 76 74 94" stroke="#1F7A2E" stroke-width="6" stroke-linecap="round" fill="none"/><g fill="url(#${p}c)" stroke="#0B5E25" stroke-width="1.5"><path id="${p}f" d="M50 50C38 42 24 30 32 20C38 12 48 16 50 26C52 16 62 12 68 20C76 30 62 42 50 50Z"/><use href="#${p}f" transform="rotate(90 50 50)"/><use href="#${p}f" transform="rotate(180 50 50)"/><use href="#${p}f" transform="rotate(270 50 50)"/></g><circle cx="50" cy="50" r="4" fill="#FFE066"/>`;

const chest: Motif = ({ p }) =>
  `${goldGradient(`${p}o`)}<linearGradient id="${p}d" x2="0" y2="1"><stop stop-color="#A0522D"/><stop offset="1" stop-color="#4A2108"/></linearGradient><ellipse cx="50" cy="30" rx="34" ry="12" fill="#FFD23F"/><g fill="url(#${p}o)" stroke="#8A5200"><circle cx="36" cy="26" r="8"/><circle cx="56" cy="22" r="8"/><circle cx="68" cy="30" r="7"/></g><path d="M12 44V34Q12 18 50 18Q88 18 88 34V44Z" fill="url(#${p}d)" transform="rotate(-8 12 44)"/><rect x="12" y="44" width="76" height="44" rx="5" fill="url(#${p}d)"/><g fill="url(#${p}o)"><rect x="10" y="42" width="80" height="8" rx="3"/><rect x="22" y="44" width="8" height="44"/><rect x="70" y="44" width="8" height="44"/><rect x="42" y="46" width="16" height="20" rx="3"/></g><circle cx="50" cy="55" r="3" fill="#4A2108"/>`;

const ingot: Motif = ({ p }) =>
  `${goldGradient(`${p}o`)}<ellipse cx="50" cy="88" rx="42" ry="6" fill="#000" opacity=".25"/><path d="M30 52Q34 20 50 20Q66 20 70 52Z" fill="url(#${p}o)" stroke="#8A5200" stroke-width="2"/><path d="M4 44Q20 52 32 52H68Q80 52 96 44Q94 84 50 86Q6 84 4 44Z" fill="url(#${p}o)" stroke="#8A5200" stroke-width="2"/><path d="M14 56Q30 74 50 74" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round" fill="none"/><path d="M42 30Q46 24 52 24" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/>`;

const lantern: Motif = ({ p }) =>
  `${goldGradient(`${p}o`)}${redGradient(`${p}r`)}<path d="M50 0V14M42 86V100M50 86V100M58 86V100" stroke="#FFC83A" stroke-width="2.5"/><rect x="34" y="12" width="32" height="8" rx="2" fill="url(#${p}o)"/><rect x="34" y="80" width="32" height="8" rx="2" fill="url(#${p}o)"/><ellipse cx="50" cy="50" rx="40" ry="32" fill="url(#${p}r)"/><g fill="none" stroke="#FFC83A" stroke-opacity=".7" stroke-width="1.5"><ellipse cx="50" cy="50" rx="24" ry="32"/><ellipse cx="50" cy="50" rx="8" ry="32"/></g><circle cx="50" cy="50" r="11" fill="url(#${p}o)"/><path d="M45 50H55M50 45V55" stroke="#B3001B" stroke-width="3"/>`;

const SLOT_MOTIFS: Motif[] = [seven, cherry, gem, crown, coin, reels, bell, clover, chest, ingot, lantern];

/** Words of slot names that suggest a motif. */
const SLOT_HINTS: [RegExp, Motif][] = [
  [/seven|777/i, seven],
  [/cherr|fruit/i, cherry],
  [/bell/i, bell],
  [/star/i, coin],
  [/gem|diamond|ruby|jade/i, gem],
  [/queen|pharaoh|kingdom|palace|royal/i, crown],
  [/treasure|riches|gold/i, chest],
  [/fortune|jackpot/i, ingot],
  [/lucky|wild/i, clover],
  [/blessing|temple|phoenix|dragon/i, lantern],
];

/** Slot motifs follow words of the name (Sevens, Gems, Queen, Treasure...), else the seed picks one. */
function slotMotif(ctx: MotifContext): Motif {
  const { name, classification, random } = ctx;
  if (classification === 'Megaways' && random.chance(0.6)) return reels;
  const hinted = SLOT_HINTS.filter(([pattern]) => pattern.test(name)).map(([, motif]) => motif);
  if (hinted.length > 0) return random.pick(hinted);
  if (classification === 'Classic') return random.pick([seven, cherry, reels, bell]);
  return random.pick(SLOT_MOTIFS);
}

/** Arcade games sit under fishing but are no fish: Penalty shows a ball, Mines gems, Hi-Lo cards... */
const ARCADE_HINTS: [RegExp, Motif][] = [
  [/penalty/i, ball],
  [/mines/i, gem],
  [/hi-lo/i, cards],
  [/plinko/i, balls],
  [/tower/i, crown],
];

const arcadeMotif = (ctx: MotifContext): Motif =>
  ARCADE_HINTS.find(([pattern]) => pattern.test(ctx.name))?.[1] ?? controller;

function motifFor(ctx: MotifContext): Motif {
  switch (ctx.category) {
    case 'RNG':
      return slotMotif(ctx);
    case 'LIVE':
      return ctx.classification === 'Roulette' || /roulette/i.test(ctx.name) ? wheel : cards;
    case 'BGS':
      return /patti|andar|dragon/i.test(ctx.name) ? cards : dice;
    case 'FISH':
      return ctx.classification === 'Arcade' ? arcadeMotif(ctx) : fish;
    case 'SPORTS':
      return ball;
    case 'ESPORTS':
      return controller;
    case 'COCKFIGHT':
      return rooster;
    case 'POKER':
      return chips;
    case 'LOTT':
    case 'ELOTT':
      return balls;
    case 'PVP':
      return swords;
    case 'INHOUSE':
      return rocket;
  }
}

/* ---------------------------------------------------------------- backgrounds */

/** Background gradient, sunburst rays, glow, sparkles: the lobby look shared by tiles and banners. */
function backdrop(
  p: string,
  pal: Palette,
  random: Random,
  w: number,
  h: number,
  cx: number,
  cy: number,
): string {
  const reach = Math.ceil(Math.hypot(Math.max(cx, w - cx), Math.max(cy, h - cy)));
  const rays = 18;
  const dash = n1((Math.PI * reach) / (rays * 2));
  const spin = random.int(0, 20);
  const glow = Math.round(Math.min(w, h) * 0.42);
  // Sparkles on a ring around the motif, clear of the corner badges.
  const ring = Math.min(w, h);
  const sparkles = [0, 1, 2]
    .map((i) => {
      const angle = ((random.int(-50, 50) + i * 120) * Math.PI) / 180;
      const radius = ring * (0.27 + random.next() * 0.08);
      return `<use href="#${p}k" x="${Math.round(cx + radius * Math.cos(angle))}" y="${Math.round(cy + radius * Math.sin(angle) * 0.85)}"/>`;
    })
    .join('');
  return `<linearGradient id="${p}g" x2=".35" y2="1"><stop stop-color="${pal.light}"/><stop offset="1" stop-color="${pal.dark}"/></linearGradient><radialGradient id="${p}e"><stop stop-color="${pal.glow}" stop-opacity=".8"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient><defs><path id="${p}k" d="M0-8Q1-1 8 0Q1 1 0 8Q-1 1-8 0Q-1-1 0-8Z" fill="#fff" opacity=".85"/></defs><rect width="${w}" height="${h}" fill="url(#${p}g)"/><circle cx="${cx}" cy="${cy}" r="${reach / 2}" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="${reach}" stroke-dasharray="${dash} ${dash}" transform="rotate(${spin} ${cx} ${cy})"/><circle cx="${cx}" cy="${cy}" r="${glow}" fill="url(#${p}e)"/>${sparkles}`;
}

/** A dark vignette; centred high on tiles, it also darkens the bottom behind the name. */
const vignette = (p: string, w: number, h: number, cy = 0.5): string =>
  `<radialGradient id="${p}v" cy="${cy}" r=".8"><stop offset=".45" stop-opacity="0"/><stop offset="1" stop-opacity=".78"/></radialGradient><rect width="${w}" height="${h}" fill="url(#${p}v)"/>`;

const pixelSize = (size: ArtworkSize | undefined): number =>
  typeof size === 'number' ? Math.round(size) : size === 's' ? 120 : size === 'l' ? 360 : 240;

const idPrefix = (kind: string, key: string): string => `${kind}${hashString(key).toString(36).slice(0, 4)}`;

const vendorColors = (code: string): BrandColors => findDemoVendor(code)?.colors ?? FALLBACK_COLORS;

/* ---------------------------------------------------------------- public builders */

/** A small pill with a bold label, its text centred (the vendor badge, NEW). */
function pill(label: string, width: number, lettering: Lettering, paint: string): string {
  const text = lettering.draw({
    lines: [label],
    x: width / 2,
    lastBaseline: 15.5,
    size: 11,
    anchor: 'middle',
    font: ' font-size="11" font-weight="700"',
    paint: ' fill="#fff"',
  });
  return `<rect width="${width}" height="22" rx="11"${paint}/>${text}`;
}

/**
 * A square game tile (viewBox 240 × 240): category motif, brand gradient, the name in two lines, a vendor badge.
 * `outlined`: its texts as glyph outlines (a picture rasterised on the server, decision 0087), or left out
 * when the outline fonts lack a character (the app shows the name and vendor beside the picture anyway).
 */
export function gameArtworkSvg(game: ArtworkGame, size?: ArtworkSize, outlined = false): string {
  const px = pixelSize(size);
  const p = idPrefix('g', game.gameCode);
  const random = createRandom(hashString(game.gameCode));
  const pal = palette(vendorColors(game.vassalage), random.int(-36, 36));
  const ctx: MotifContext = {
    p,
    random,
    pal,
    name: game.gameName,
    classification: game.gameClassifyNew ?? null,
    category: game.gameType,
  };
  const motif = motifFor(ctx)(ctx);
  const badge = game.vassalage.replace(/_/g, ' ');
  const lettering = outlined ? latinOutlinesFor([game.gameName, badge, 'NEW']) : systemText;
  const art = `${backdrop(p, pal, random, 240, 240, 120, 92)}<g transform="translate(63 30) scale(1.14)">${motif}</g>${vignette(p, 240, 240, 0.36)}`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="${px}" height="${px}"`;
  if (!lettering) return `${open}>${art}</svg>`;
  const { lines, font } = outlined
    ? fitLines(game.gameName, 214, 24, 14, lettering.measure(0.64), 0.64)
    : fitName(game.gameName, 214, 24, 14, 0.64);
  const badgeWidth = Math.round(16 + (outlined ? lettering.measure(0.6)(badge) * 11 : badge.length * 7.2));
  const isNew = game.isNew
    ? `<g transform="translate(184 10)">${pill('NEW', 46, lettering, ' fill="#FF3B5C"')}</g>`
    : '';
  return `${open} font-family="${FONT}">${art}<g text-anchor="middle" font-size="${font}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${lettering.draw({ lines, x: 120, lastBaseline: 222, size: font, anchor: 'middle' })}</g><g transform="translate(10 10)">${pill(badge, badgeWidth, lettering, ` fill="#000" fill-opacity=".4" stroke="${pal.accent}" stroke-opacity=".8"`)}</g>${isNew}</svg>`;
}

/** A vendor wordmark's English category line, as vendors letter their logos (a banner has none: its texts are the reader's). */
const CATEGORY_TAGLINE: Record<GameCategory, string> = {
  RNG: 'SLOTS',
  LIVE: 'LIVE CASINO',
  BGS: 'TABLE GAMES',
  FISH: 'FISHING',
  SPORTS: 'SPORTS',
  COCKFIGHT: 'COCKFIGHT',
  ESPORTS: 'E-SPORTS',
  POKER: 'POKER',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  PVP: 'PVP GAMES',
  INHOUSE: 'CRASH GAMES',
};

/** Width in em of an upper-case bold wordmark: round letters are wide, I and 1 narrow. */
const wordmarkEm = (text: string): number =>
  [...text].reduce(
    (sum, char) =>
      sum + (/[MWOQGDC]/.test(char) ? 0.86 : /[IJ1]/.test(char) ? 0.4 : char === ' ' ? 0.34 : 0.74),
    0,
  );

/** Emblem shapes around (29, 32); each vendor gets one from its code. */
const EMBLEMS = [
  '<path d="M29 12L47 32L29 52L11 32Z"/>',
  '<circle cx="29" cy="32" r="19"/>',
  '<path d="M29 12L46.3 22V42L29 52L11.7 42V22Z"/>',
  '<path d="M29 12L46 18V32Q46 46 29 53Q12 46 12 32V18Z"/>',
  '<rect x="12" y="15" width="34" height="34" rx="10"/>',
];

/** A vendor wordmark in a rounded badge (viewBox 160 × 64): emblem with the initial, name, category tagline. */
export function vendorLogoSvg(vendor: LogoVendor): string {
  const p = idPrefix('v', vendor.code);
  const pal = palette(vendor.colors, 0);
  const text = vendor.logoText.toUpperCase();
  const font = Math.floor(clamp(94 / wordmarkEm(text), 11, 24));
  const tagline = CATEGORY_TAGLINE[vendor.categories[0] ?? 'RNG'];
  const initial = escapeXml(vendor.code.charAt(0));
  const shape = EMBLEMS[hashString(vendor.code) % EMBLEMS.length] as string;
  const emblem = shape.replace('/>', ` fill="url(#${p}a)" stroke="#000" stroke-opacity=".25"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" font-family="${FONT}"><linearGradient id="${p}b" x2="1" y2="1"><stop stop-color="${pal.light}"/><stop offset="1" stop-color="${pal.dark}"/></linearGradient><linearGradient id="${p}a" x2="0" y2="1"><stop stop-color="#fff"/><stop offset="1" stop-color="${vendor.colors.accent}"/></linearGradient><rect x="1.5" y="1.5" width="157" height="61" rx="14" fill="url(#${p}b)" stroke="${vendor.colors.accent}" stroke-opacity=".7" stroke-width="2"/><path d="M4 16Q4 4 16 4H144Q156 4 156 16V26Q80 36 4 26Z" fill="#fff" opacity=".14"/>${emblem}<text x="29" y="38.5" text-anchor="middle" font-size="17" font-weight="900" fill="${pal.dark}">${initial}</text><text x="104" y="${n1(32 + font * 0.22)}" text-anchor="middle" font-size="${font}" font-weight="900" fill="#fff" letter-spacing=".5" stroke="#000" stroke-opacity=".3" stroke-width="2" paint-order="stroke">${escapeXml(text)}</text><text x="104" y="${n1(32 + font * 0.22 + 13)}" text-anchor="middle" font-size="8" font-weight="700" fill="#fff" opacity=".75" letter-spacing="1.6">${tagline}</text></svg>`;
}

/** The CTA's average glyph width in em in the phone's font (11.5 px at 19 px), and the widest pill. */
const CTA_EM = 11.5 / 19;
const CTA_MAX = 400;

/** A 16:7 banner (viewBox 800 × 350): headline, sub-line, CTA pill, the category motif on the right. */
export function bannerSvg(banner: ArtworkBanner): string {
  const p = idPrefix('b', String(banner.bannerId));
  const random = createRandom(hashString(`banner-${banner.bannerId}`));
  const pal = palette(vendorColors(banner.vassalage), random.int(-12, 12));
  const ctx: MotifContext = {
    p,
    random,
    pal,
    name: banner.title,
    classification: null,
    category: banner.gameType,
  };
  const motif = motifFor(ctx)(ctx);
  const lettering = letteringFor([banner.title, banner.subtitle, banner.cta], banner.language);
  const { size, leading } = lettering;
  const { lines, font } = fitLines(banner.title, 400, 52 * size, 28 * size, lettering.measure(0.68), 0.68);
  const subFont = Math.floor(clamp(400 / lettering.measure(0.55)(banner.subtitle), 15 * size, 22 * size));
  const cta = banner.cta.toUpperCase();
  const ctaText = lettering.measure(CTA_EM)(cta);
  const ctaFont = Math.floor(clamp((CTA_MAX - 48) / ctaText, 12, 19 * size));
  const ctaWidth = Math.round(48 + ctaText * ctaFont);
  const headBaseline = 150 + (lines.length - 1) * font * 1.08 * leading;
  const subY = Math.round(headBaseline + 40 * leading);
  const ctaY = subY + 28;
  const head = lettering.draw({
    lines,
    x: 48,
    lastBaseline: headBaseline,
    size: font,
    lineHeight: 1.08 * leading,
  });
  const sub = lettering.draw({
    lines: [banner.subtitle],
    x: 48,
    lastBaseline: subY,
    size: subFont,
    font: ` font-size="${subFont}" font-weight="600"`,
    paint: ' fill="#fff" opacity=".88"',
  });
  const ctaLabel = lettering.draw({
    lines: [cta],
    x: ctaWidth / 2,
    lastBaseline: 32,
    size: ctaFont,
    anchor: 'middle',
    font: ` font-size="${ctaFont}" font-weight="900" letter-spacing="1"`,
    paint: ' fill="#4A2600"',
  });
  // The CTA pill reuses the motif's gold gradient when it has one.
  const gold = motif.includes(`id="${p}o"`) ? '' : goldGradient(`${p}o`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 350" font-family="${FONT}">${backdrop(p, pal, random, 800, 350, 600, 170)}<g transform="translate(478 52) scale(2.45)">${motif}</g><radialGradient id="${p}v" cx=".74" cy=".45" r=".85"><stop offset=".3" stop-opacity="0"/><stop offset="1" stop-opacity=".72"/></radialGradient><rect width="800" height="350" fill="url(#${p}v)"/><g font-weight="900" font-size="${font}" fill="#fff" stroke="#000" stroke-opacity=".3" stroke-width="4" paint-order="stroke" stroke-linejoin="round">${head}</g>${sub}${gold}<g transform="translate(48 ${ctaY})"><rect width="${ctaWidth}" height="50" rx="25" fill="#000" opacity=".3" y="4"/><rect width="${ctaWidth}" height="50" rx="25" fill="url(#${p}o)"/>${ctaLabel}</g></svg>`;
}
