import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '../../shared/cache-control.ts';
import { createTestApp, useTestApp } from '../../test/app.ts';
import { picture, uploadConsoleImage } from '../../test/console-images.ts';
import { startFakeS3 } from '../../test/fake-s3.ts';
import { capturedLog } from '../../test/log-lines.ts';
import { operatorSession } from '../../test/operators.ts';

const s3 = await startFakeS3();
afterAll(() => s3.close());

const app = useTestApp({ config: { s3Storage: s3.settings } });

describe('uploaded images with S3 storage configured', () => {
  it('are stored re-encoded in the bucket and served from it with immutable caching', async () => {
    const response = await uploadConsoleImage(
      app(),
      await operatorSession(app(), 'content'),
      await picture(1500, 650),
    );
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().value;
    const names: string[] = image.variants.map((variant: { url: string }) => variant.url.split('/').pop());
    expect(names).toHaveLength(3);
    for (const name of names) {
      const stored = s3.objects.get(`uploads/${name}`);
      expect(stored, name).toMatchObject({
        contentType: 'image/webp',
        cacheControl: IMMUTABLE_CACHE_CONTROL,
      });
      // Nothing went to the local disk.
      expect(existsSync(path.join(app().config.dataDir, 'storage', 'uploads', name))).toBe(false);
    }

    const served = await app().inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(served.rawPayload).toEqual(s3.objects.get(`uploads/${image.url.split('/').pop()}`)?.body);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', path: `/lobby-uploads${image.url.slice(6)}` });

    const missing = await app().inject({ method: 'GET', url: `/media/uploads/${'f'.repeat(32)}-960.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('fail as a server error, logged without the credentials, when the bucket refuses them', async () => {
    const { lines, logStream } = capturedLog();
    const refused = await createTestApp({
      config: { logLevel: 'info', s3Storage: { ...s3.settings, secretAccessKey: 'an-old-rotated-secret' } },
      logStream,
    });
    try {
      const upload = await uploadConsoleImage(
        refused,
        await operatorSession(refused, 'content'),
        await picture(1400, 600),
      );
      expect(upload.statusCode).toBe(500);
      expect(upload.json()).toEqual({ success: false, code: 'internal_error' });
      const [stored] = s3.objects.keys();
      const read = await refused.inject({ method: 'GET', url: `/media/${stored}` });
      // Not a 404 that a CDN could keep: the picture exists, the server cannot read it now.
      expect(read.statusCode).toBe(500);
    } finally {
      await refused.close();
    }
    const logged = lines.join('');
    expect(logged).toContain('object storage answered 403 SignatureDoesNotMatch to PUT uploads/');
    expect(logged).toContain('object storage answered 403 SignatureDoesNotMatch to GET uploads/');
    for (const secret of ['an-old-rotated-secret', s3.settings.secretAccessKey, 'Signature=', 'X-Amz-']) {
      expect(logged, secret).not.toContain(secret);
    }
  });
});
