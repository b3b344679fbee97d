import { type FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@lobby/contract';

type ImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

const SIGNATURES: readonly (readonly [ImageType, readonly number[]])[] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The image type by the file's first bytes, as the server checks it; a name or declared type proves nothing. */
export function sniffImageType(head: Uint8Array): ImageType | undefined {
  return SIGNATURES.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte))?.[0];
}

export type ImageProblem = 'image_too_large' | 'image_type_not_allowed' | 'too_many_images';

/** Why a file cannot be attached, if it cannot: too big, or not really a png or jpg. */
export async function checkImage(file: Blob): Promise<ImageProblem | undefined> {
  if (file.size > FEEDBACK_MAX_IMAGE_BYTES) return 'image_too_large';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) ? undefined : 'image_type_not_allowed';
}

/** How many more images may be attached beside `attached` ones. */
export const roomFor = (attached: number): number => Math.max(0, FEEDBACK_MAX_IMAGES - attached);
