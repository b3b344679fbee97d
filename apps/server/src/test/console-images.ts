import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { api } from './accounts.ts';
import { form } from './multipart-form.ts';
import type { ConsoleCaller } from './operators.ts';

/** A plain picture of this size, encoded as the browser would upload it. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    [format]()
    .toBuffer();

/** uploadConsoleImage as the console sends it (field `image` unless given), by an operator who may write content. */
export function uploadConsoleImage(
  app: FastifyInstance,
  caller: ConsoleCaller,
  bytes: Buffer,
  type = 'image/png',
  field = 'image',
) {
  const body = form({}, [{ filename: 'banner.png', type, bytes, field }]);
  return app.inject({
    method: 'POST',
    url: api('/console/content/images'),
    headers: { cookie: caller.cookie, 'x-csrf-token': caller.csrfToken, 'content-type': body.contentType },
    payload: body.payload,
  });
}
