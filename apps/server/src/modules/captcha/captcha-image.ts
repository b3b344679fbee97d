import { randomBytes, randomInt } from 'node:crypto';
import { densify, smoothCurve } from './curves.ts';
import { DIGIT_GLYPHS } from './digit-glyphs.ts';
import { encodePng } from './png.ts';
import { type Point, Raster, type Rgb } from './raster.ts';

/** 1.5 times the 112 × 44 CSS pixels the forms show it at, so it stays sharp on dense screens. */
export const CAPTCHA_SIZE = { width: 168, height: 66 } as const;
const { width: WIDTH, height: HEIGHT } = CAPTCHA_SIZE;

/** A uniform random number in [min, max), from the CSPRNG (so one render tells nothing about the next). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(
      255 * (lightness - chroma / 2 - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))),
    );
  };
  return [channel(0), channel(8), channel(4)];
}

const inkColour = () => hsl(randomInt(0, 360), between(0.35, 0.8), between(0.15, 0.4));

/** A sine-wave displacement of the whole picture, different every render. */
function randomWarp(): (point: Point) => Point {
  const [ax, ay] = [between(1.2, 2.4), between(2, 3.5)];
  const [fx, fy] = [(2 * Math.PI) / between(30, 60), (2 * Math.PI) / between(45, 90)];
  const [px, py] = [between(0, 2 * Math.PI), between(0, 2 * Math.PI)];
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** The strokes of one character: rotated, scaled, skewed, shifted and with every point nudged. */
function placeGlyph(digit: string, index: number, count: number): Point[][] {
  const slot = (WIDTH - 16) / count;
  const scale = between(2.1, 2.5);
  const centreX = 8 + slot * (index + 0.5) + between(-2, 2);
  const centreY = HEIGHT / 2 + between(-4, 4);
  const angle = (between(-18, 18) * Math.PI) / 180;
  const skew = between(-0.3, 0.3);
  const stretch = between(0.9, 1.1);
  // A point shared by two strokes moves once, so the strokes still meet there.
  const nudges = new Map<string, Point>();
  const nudged = ([gx, gy]: Point): Point => {
    const key = `${gx},${gy}`;
    const nudge = nudges.get(key) ?? [between(-0.6, 0.6), between(-0.6, 0.6)];
    nudges.set(key, nudge);
    return [gx - 5 + nudge[0], gy - 8 + nudge[1]];
  };
  return (DIGIT_GLYPHS[digit] ?? []).map((stroke) =>
    smoothCurve(
      stroke.map((point): Point => {
        const [nx, y] = nudged(point);
        const x = nx * stretch + skew * y;
        return [
          centreX + (x * Math.cos(angle) - y * Math.sin(angle)) * scale,
          centreY + (x * Math.sin(angle) + y * Math.cos(angle)) * scale,
        ];
      }),
    ),
  );
}

/** A wavy line across the picture through the band the characters sit in. */
function noiseCurve(): Point[] {
  const length = randomInt(4, 7);
  const start = between(-10, WIDTH * 0.3);
  const end = between(WIDTH * 0.7, WIDTH + 10);
  return smoothCurve(
    Array.from(
      { length },
      (_, i): Point => [start + ((end - start) * i) / (length - 1), between(HEIGHT * 0.15, HEIGHT * 0.85)],
    ),
  );
}

/** A light gradient between two random tints, with a grain so no two pixels of it need be alike. */
function background(): (x: number, y: number) => Rgb {
  const from = hsl(randomInt(0, 360), between(0.3, 0.7), between(0.86, 0.94));
  const to = hsl(randomInt(0, 360), between(0.3, 0.7), between(0.86, 0.94));
  const grain = randomBytes(WIDTH * HEIGHT);
  const shade: Rgb = [0, 0, 0];
  return (x, y) => {
    const t = (x + y) / (WIDTH + HEIGHT);
    const jitter = ((grain[y * WIDTH + x] ?? 0) % 9) - 4;
    for (let channel = 0; channel < 3; channel++) {
      const start = from[channel] ?? 0;
      shade[channel] = start + ((to[channel] ?? 0) - start) * t + jitter;
    }
    return shade;
  };
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

/**
 * The answer painted as a PNG data URL: each character with its own shape, colour and stroke width, crossed
 * by lines and dots in the same inks, the whole picture bent by a sine wave. Only pixels leave the server.
 */
export function captchaImage(answer: string): string {
  const raster = new Raster(WIDTH, HEIGHT, background());
  const warp = randomWarp();
  const paint = (points: Point[], width: number, colour: Rgb, opacity?: number) =>
    raster.stroke(densify(points).map(warp), width, colour, opacity);

  for (let i = 0; i < 2; i++) paint(noiseCurve(), between(3, 6), inkColour(), between(0.15, 0.3));
  for (let i = 0; i < 70; i++)
    paint([[between(0, WIDTH), between(0, HEIGHT)]], between(1, 2.6), inkColour(), between(0.3, 0.8));
  const digits = [...answer];
  digits.forEach((digit, index) => {
    const width = between(2.6, 3.8);
    const colour = inkColour();
    for (const stroke of placeGlyph(digit, index, digits.length)) paint(stroke, width, colour);
  });
  for (let i = randomInt(2, 4); i > 0; i--)
    paint(noiseCurve(), between(1.1, 1.9), inkColour(), between(0.7, 1));

  return `data:image/png;base64,${encodePng(WIDTH, HEIGHT, raster.pixels).toString('base64')}`;
}
