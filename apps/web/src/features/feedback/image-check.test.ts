import { FEEDBACK_MAX_IMAGE_BYTES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { checkImage, roomFor, sniffImageType } from './image-check.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];

describe('feedback image check', () => {
  it('knows png and jpeg by their first bytes only', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0x89, 0x50]))).toBeUndefined();
  });

  it('refuses a disguised file whatever its name and type say, and one too large', async () => {
    const disguised = new File(['GIF89a....'], 'photo.png', { type: 'image/png' });
    expect(await checkImage(disguised)).toBe('image_type_not_allowed');
    expect(await checkImage(new File([new Uint8Array(JPEG)], 'a.jpg'))).toBeUndefined();
    const big = new File([new Uint8Array(FEEDBACK_MAX_IMAGE_BYTES + 1)], 'big.png');
    expect(await checkImage(big)).toBe('image_too_large');
  });

  it('leaves room for at most three', () => {
    expect(roomFor(0)).toBe(3);
    expect(roomFor(3)).toBe(0);
    expect(roomFor(5)).toBe(0);
  });
});
