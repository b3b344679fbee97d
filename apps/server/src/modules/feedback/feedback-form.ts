import type { FastifyMultipartOptions } from '@fastify/multipart';
import {
  countWords,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FeedbackFields,
  languageTag,
  textLanguage,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api-error.ts';
import { imageTypeOf, type UploadImageType } from '../../shared/image-type.ts';
import { requestLanguage } from '../../shared/language.ts';
import { parseMultipartFields, readMultipartParts } from '../../shared/multipart-parts.ts';

const FIELD_BYTES = 32 * 1024;
const FIELDS = 4;

/**
 * Multipart limits of the feedback form: one file and one byte more than allowed still arrive, so "too
 * many" and "too large" are told apart from a broken request and named on the images field.
 */
export const FEEDBACK_MULTIPART: FastifyMultipartOptions = {
  throwFileSizeLimit: false,
  limits: {
    files: FEEDBACK_MAX_IMAGES + 1,
    fileSize: FEEDBACK_MAX_IMAGE_BYTES + 1,
    fields: FIELDS,
    fieldSize: FIELD_BYTES,
    parts: FIELDS + FEEDBACK_MAX_IMAGES + 1,
  },
};

export interface FeedbackForm {
  fields: FeedbackFields;
  images: { mimeType: UploadImageType; bytes: Buffer }[];
}

const imageError = (status: number, code: 'image_type_not_allowed' | 'image_too_large' | 'too_many_images') =>
  new ApiError(status, code, {
    field: 'images',
    maxImages: FEEDBACK_MAX_IMAGES,
    maxBytes: FEEDBACK_MAX_IMAGE_BYTES,
  });

/**
 * Reads and checks the whole form before anything is stored: fields (FeedbackFields), the word range of
 * the content (words as the request's language separates them), then the images: how many, how large, and png or jpeg by their first bytes.
 */
export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  const { values, files } = await readMultipartParts(request, 'images', () =>
    imageError(400, 'too_many_images'),
  );
  const fields = parseMultipartFields(FeedbackFields, values);
  const words = countWords(fields.content, languageTag(textLanguage(requestLanguage(request))));
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) {
    throw new ApiError(400, 'feedback_word_count', {
      field: 'content',
      words,
      minWords: FEEDBACK_MIN_WORDS,
      maxWords: FEEDBACK_MAX_WORDS,
    });
  }
  if (files.length > FEEDBACK_MAX_IMAGES) throw imageError(400, 'too_many_images');
  if (files.some((file) => file.truncated || file.bytes.length > FEEDBACK_MAX_IMAGE_BYTES)) {
    throw imageError(413, 'image_too_large');
  }
  const images = files.map((file) => {
    const mimeType = imageTypeOf(file.bytes);
    if (!mimeType) throw imageError(400, 'image_type_not_allowed');
    return { mimeType, bytes: file.bytes };
  });
  return { fields, images };
}
