import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_SIZE, captchaImage, randomDigits } from './captcha-image.ts';
import { solveOldSvgCaptcha } from './old-svg-solver.test-helper.ts';

const pngOf = (dataUrl: string) => {
  const [header, body] = dataUrl.split(',');
  expect(header).toBe('data:image/png;base64');
  return Buffer.from(body ?? '', 'base64');
};

/** The PNG's chunks in file order: type and data. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    found.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

describe('the captcha image', () => {
  it('defeats the solver that read every SVG captcha from its markup', () => {
    for (let i = 0; i < 200; i++) {
      const answer = randomDigits(5);
      expect(solveOldSvgCaptcha(captchaImage(answer), 5)).not.toBe(answer);
    }
  });

  it('is a PNG of pixels only: no text, time or other chunk, and the answer nowhere in its bytes', () => {
    const answer = randomDigits(5);
    const png = pngOf(captchaImage(answer));
    const parts = chunks(png);
    expect(parts.map((part) => part.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.includes(answer)).toBe(false);
    expect(inflateSync(parts[1]?.data ?? Buffer.alloc(0)).includes(answer)).toBe(false);
  });

  it('decodes to a picture of the size the forms expect, light ground with dark ink on it', () => {
    const image = PNG.sync.read(pngOf(captchaImage('40718')));
    expect({ width: image.width, height: image.height }).toEqual(CAPTCHA_SIZE);
    const lightness = Array.from({ length: image.width * image.height }, (_, i) => {
      const [r = 0, g = 0, b = 0] = image.data.subarray(i * 4, i * 4 + 3);
      return (Math.max(r, g, b) + Math.min(r, g, b)) / 2;
    });
    const share = (test: (value: number) => boolean) => lightness.filter(test).length / lightness.length;
    expect(share((value) => value > 180)).toBeGreaterThan(0.6);
    expect(share((value) => value < 120)).toBeGreaterThan(0.05);
  });

  it('paints the same answer differently every time', () => {
    const first = PNG.sync.read(pngOf(captchaImage('12345'))).data;
    const second = PNG.sync.read(pngOf(captchaImage('12345'))).data;
    let differing = 0;
    for (let i = 0; i < first.length; i += 4)
      if (first.readUInt32BE(i) !== second.readUInt32BE(i)) differing++;
    expect(differing / (first.length / 4)).toBeGreaterThan(0.5);
  });
});
