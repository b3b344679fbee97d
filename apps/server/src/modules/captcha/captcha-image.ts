import { randomInt } from 'node:crypto';

type Point = [number, number];

/**
 * Digits as strokes on a 10 × 16 grid. The image is drawn from these paths, never from text, so the
 * answer is not in the SVG source.
 */
const GLYPHS: Record<string, Point[][]> = {
  '0': [
    [
      [5, 0],
      [9, 3],
      [9, 13],
      [5, 16],
      [1, 13],
      [1, 3],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2, 4],
      [5, 0],
      [5, 16],
    ],
    [
      [2, 16],
      [8, 16],
    ],
  ],
  '2': [
    [
      [1, 4],
      [3, 1],
      [7, 1],
      [9, 4],
      [8, 8],
      [1, 16],
      [9, 16],
    ],
  ],
  '3': [
    [
      [1, 2],
      [8, 1],
      [5, 7],
      [9, 11],
      [7, 16],
      [1, 15],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 0],
      [2, 0],
      [1, 7],
      [7, 6],
      [9, 11],
      [6, 16],
      [1, 15],
    ],
  ],
  '6': [
    [
      [8, 1],
      [4, 1],
      [1, 8],
      [1, 14],
      [5, 16],
      [9, 13],
      [8, 9],
      [4, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 0],
      [9, 0],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 5],
      [3, 1],
      [7, 1],
      [8, 5],
      [5, 8],
      [1, 12],
      [3, 16],
      [7, 16],
      [9, 12],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [5, 8],
      [1, 6],
      [2, 1],
      [7, 0],
      [9, 4],
      [8, 11],
      [5, 16],
      [2, 15],
    ],
  ],
};

const WIDTH = 160;
const HEIGHT = 56;

/** A uniform random number in [min, max), from the CSPRNG (so the drawing gives no hint of the answer). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const round = (value: number) => Math.round(value * 10) / 10;
const color = (lightness: [number, number]) =>
  `hsl(${randomInt(0, 360)},${randomInt(35, 75)}%,${randomInt(lightness[0], lightness[1])}%)`;

/** A smooth path through the points: quadratic curves via the midpoints. */
function smoothPath(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 1)
    return `M${round(first[0])} ${round(first[1])}L${round(rest[0]?.[0] ?? 0)} ${round(rest[0]?.[1] ?? 0)}`;
  let path = `M${round(first[0])} ${round(first[1])}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const [x, y] = rest[i] as Point;
    const [nx, ny] = rest[i + 1] as Point;
    path += `Q${round(x)} ${round(y)} ${round((x + nx) / 2)} ${round((y + ny) / 2)}`;
  }
  const last = rest[rest.length - 1] as Point;
  return `${path}L${round(last[0])} ${round(last[1])}`;
}

function glyphPaths(digit: string, index: number, count: number): string[] {
  const strokes = GLYPHS[digit] ?? [];
  const slot = (WIDTH - 20) / count;
  const scale = between(1.9, 2.4);
  const originX = 10 + slot * index + (slot - 10 * scale) / 2 + between(-3, 3);
  const originY = (HEIGHT - 16 * scale) / 2 + between(-4, 4);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const skew = between(-0.25, 0.25);
  const [cx, cy] = [5, 8];
  const place = ([gx, gy]: Point): Point => {
    const jx = gx + between(-0.7, 0.7) - cx;
    const jy = gy + between(-0.7, 0.7) - cy;
    const rx = jx * Math.cos(angle) - jy * Math.sin(angle) + skew * jy;
    const ry = jx * Math.sin(angle) + jy * Math.cos(angle);
    return [originX + (rx + cx) * scale, originY + (ry + cy) * scale];
  };
  const stroke = color([15, 45]);
  const width = round(between(2.4, 3.6));
  return strokes.map(
    (points) =>
      `<path d="${smoothPath(points.map(place))}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** Curves across the picture, drawn like the digits so they cannot be told apart by style or syntax. */
function noiseCurves(count: number): string[] {
  return Array.from({ length: count }, () => {
    const length = randomInt(3, 6);
    const points: Point[] = Array.from({ length }, (_, index) => [
      between(0, WIDTH) * 0.3 + (index / (length - 1)) * WIDTH * 0.7,
      between(0, HEIGHT),
    ]);
    return `<path d="${smoothPath(points)}" fill="none" stroke="${color([15, 55])}" stroke-width="${round(between(1.2, 2.6))}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
}

/** Fisher–Yates with the CSPRNG: element order tells nothing either. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function noiseDots(count: number): string[] {
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${round(between(0, WIDTH))}" cy="${round(between(0, HEIGHT))}" r="${round(between(0.6, 2))}" fill="${color([20, 70])}"/>`,
  );
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

/** The answer drawn as distorted strokes among noise, as an SVG data URL. */
export function captchaImage(answer: string): string {
  const digits = [...answer];
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${color([88, 97])}"/>`,
    ...noiseDots(40),
    ...shuffled([
      ...noiseCurves(4),
      ...digits.flatMap((digit, index) => glyphPaths(digit, index, digits.length)),
    ]),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
