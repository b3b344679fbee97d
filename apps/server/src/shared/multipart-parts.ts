import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, fieldError } from './api-error.ts';

const hasStatus = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number';

export interface UploadedFile {
  bytes: Buffer;
  /** The multipart size limit cut it short. */
  truncated: boolean;
}

/**
 * The parts of a multipart request as they arrived: text fields, and the files of the one file field
 * allowed (any other file field: 400 on that field). `tooManyFiles` is thrown when the parser's file limit
 * is reached.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  fileField: string,
  tooManyFiles: () => ApiError,
): Promise<{ values: Record<string, string>; files: UploadedFile[] }> {
  const values: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) throw fieldError(part.fieldname, 'unexpected');
        const bytes = await part.toBuffer();
        files.push({ bytes, truncated: part.file.truncated });
      } else if (typeof part.value === 'string' && !part.valueTruncated) {
        values[part.fieldname] = part.value;
      } else {
        throw fieldError(part.fieldname, 'too_big');
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.FilesLimitError) throw tooManyFiles();
    if (error instanceof ApiError || hasStatus(error)) throw error;
    // The parser's own failures (no boundary, a part cut short, a malformed part header) carry no status.
    throw fieldError('body', 'malformed');
  }
  return { values, files };
}

/** The text fields checked by their schema; the first problem answers 400 on its field. */
export function parseMultipartFields<T extends z.ZodType>(
  schema: T,
  values: Record<string, string>,
): z.infer<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw fieldError(String(issue?.path[0] ?? 'body'), issue?.code ?? 'invalid');
}
