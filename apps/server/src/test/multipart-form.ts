import type { FastifyInstance } from 'fastify';
import { api } from './accounts.ts';

/** Images and multipart bodies for tests of the upload forms (feedback, bank-transfer deposits). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const GOOD_TEXT = 'The slot lobby loads slowly on my phone in the evening.';

export interface FilePart {
  filename: string;
  type: string;
  bytes: Buffer;
  /** The form field; `images` (the feedback form's) unless given. */
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = '----lobbytest7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart form as the member with these headers (their bearer token) does. */
export function sendForm(
  app: FastifyInstance,
  method: 'PUT' | 'POST',
  path: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = form(fields, files);
  return app.inject({
    method,
    url: api(path),
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Sends feedback as the member with these headers (their bearer token) does. */
export const submitFeedback = (
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[] = [],
) => sendForm(app, 'PUT', '/feedback', headers, fields, files);
