import { createHash } from 'node:crypto';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { CONSOLE_IMAGE_MAX_BYTES, CONSOLE_IMAGE_MAX_PIXELS, type ConsoleImage } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ObjectStorage } from '../../plugins/storage/object-storage.ts';
import { ApiError, fieldError } from '../../shared/api-error.ts';
import { consoleImageTypeOf } from '../../shared/image-type.ts';
import { readMultipartParts } from '../../shared/multipart-parts.ts';

/**
 * The widths the player app draws banners at (decision 0057): the carousel and the sports-and-live block
 * span the phone's width (up to 480 CSS px) at 1x, 2x and 3x. A picture narrower than a width is not
 * enlarged to it.
 */
export const BANNER_WIDTHS = [480, 960, 1440] as const;
/** The width the player app is given (its one `imageUrl`): 2x the widest phone. */
const SHOWN_WIDTH = 960;

export const UPLOADED_PREFIX = '/media/uploads/';
/** Stored names: the first 32 hex digits of the original's SHA-256 and the width. */
export const UPLOADED_NAME = /^[0-9a-f]{32}-\d{2,4}\.webp$/;

/**
 * The pixel size of the image stored by uploadConsoleImage that `url` serves (a merchant's logo; decision
 * 0072), or undefined when it serves none.
 */
export async function uploadedImageSize(
  storage: ObjectStorage,
  url: string,
): Promise<{ width: number; height: number } | undefined> {
  const name = url.startsWith(UPLOADED_PREFIX) ? url.slice(UPLOADED_PREFIX.length) : '';
  const stored = UPLOADED_NAME.test(name) ? await storage.get(`uploads/${name}`) : undefined;
  if (!stored) return undefined;
  const { width, height } = await sharp(stored).metadata();
  return { width, height };
}

/** One file and one byte more than allowed still arrive, so "too many" and "too large" get their own codes. */
export const CONSOLE_IMAGE_MULTIPART: FastifyMultipartOptions = {
  throwFileSizeLimit: false,
  limits: { files: 2, fileSize: CONSOLE_IMAGE_MAX_BYTES + 1, fields: 0, parts: 2 },
};

const tooLarge = (status: number) =>
  new ApiError(status, 'image_too_large', {
    field: 'image',
    maxBytes: CONSOLE_IMAGE_MAX_BYTES,
    maxPixels: CONSOLE_IMAGE_MAX_PIXELS,
  });
const notAnImage = () => new ApiError(400, 'image_type_not_allowed', { field: 'image' });

/** The one image of the form (field `image`), checked by size and by its first bytes. */
export async function readConsoleImage(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipartParts(request, 'image', () => fieldError('image', 'too_many'));
  const [file, ...more] = files;
  if (!file) throw fieldError('image', 'required');
  if (more.length > 0) throw fieldError('image', 'too_many');
  if (file.truncated || file.bytes.length > CONSOLE_IMAGE_MAX_BYTES) throw tooLarge(413);
  if (!consoleImageTypeOf(file.bytes)) throw notAnImage();
  return file.bytes;
}

/**
 * Decodes the image (a file that only starts like one is refused), checks its pixels, and stores it
 * re-encoded as WebP at each banner width, named by the original's content hash: the same picture
 * uploaded twice is stored once.
 */
export async function storeConsoleImage(storage: ObjectStorage, bytes: Buffer): Promise<ConsoleImage> {
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    width = metadata.autoOrient?.width ?? metadata.width;
    height = metadata.autoOrient?.height ?? metadata.height;
  } catch {
    throw notAnImage();
  }
  if (width * height > CONSOLE_IMAGE_MAX_PIXELS) throw tooLarge(400);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const widths = BANNER_WIDTHS.filter((target) => target < width);
  const sizes = [...widths, ...(widths.length < BANNER_WIDTHS.length ? [width] : [])];
  const variants = await Promise.all(
    sizes.map(async (target) => {
      let encoded: Buffer;
      try {
        encoded = await sharp(bytes, { failOn: 'error', limitInputPixels: CONSOLE_IMAGE_MAX_PIXELS })
          .autoOrient()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw notAnImage();
      }
      const name = `${hash}-${target}.webp`;
      await storage.put(`uploads/${name}`, encoded, 'image/webp');
      return { width: target, url: `${UPLOADED_PREFIX}${name}` };
    }),
  );
  const shown =
    variants.find((variant) => variant.width >= SHOWN_WIDTH) ??
    (variants[variants.length - 1] as ConsoleImage['variants'][number]);
  return { url: shown.url, width, height, variants };
}
