import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL } from '../../shared/cache-control.ts';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3.ts';
import { S3Storage } from './s3-storage.ts';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const picture = Buffer.from('RIFF....WEBPVP8 picture bytes');

describe('S3 storage', () => {
  it('puts an object with its type and immutable caching, and gets the same bytes back (path-style)', async () => {
    const storage = new S3Storage(s3.settings);
    await storage.put('uploads/abc-480.webp', picture, 'image/webp');
    expect(s3.requests.at(-1)).toEqual({
      host: new URL(s3.settings.endpoint).host,
      method: 'PUT',
      path: '/lobby-uploads/uploads/abc-480.webp',
    });
    expect(s3.objects.get('uploads/abc-480.webp')).toEqual({
      body: picture,
      contentType: 'image/webp',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    expect(await storage.get('uploads/abc-480.webp')).toEqual(picture);
  });

  it('reads a missing key as nothing stored, like local disk', async () => {
    expect(await new S3Storage(s3.settings).get('uploads/never-stored-960.webp')).toBeUndefined();
  });

  it('addresses the bucket as a host name unless path-style is forced', async () => {
    const endpoint = s3.settings.endpoint.replace('127.0.0.1', 's3.test');
    const storage = new S3Storage({ ...s3.settings, endpoint, forcePathStyle: false }, s3.virtualHostedFetch);
    const { port } = new URL(endpoint);
    expect(storage.objectUrl('uploads/v-480.webp').href).toBe(
      `http://lobby-uploads.s3.test:${port}/uploads/v-480.webp`,
    );
    await storage.put('uploads/v-480.webp', picture, 'image/webp');
    expect(s3.requests.at(-1)).toMatchObject({
      host: `lobby-uploads.s3.test:${port}`,
      path: '/uploads/v-480.webp',
    });
    expect(await storage.get('uploads/v-480.webp')).toEqual(picture);
    expect(await storage.get('uploads/v-960.webp')).toBeUndefined();
  });

  it('fails with the S3 error code, never the secret, when the service refuses the request', async () => {
    const wrongSecret = new S3Storage({ ...s3.settings, secretAccessKey: 'not-the-shared-secret' });
    const stored = s3.objects.size;
    await expect(wrongSecret.put('uploads/x-480.webp', picture, 'image/webp')).rejects.toThrow(
      /^object storage answered 403 SignatureDoesNotMatch to PUT uploads\/x-480\.webp$/,
    );
    expect(s3.objects.size).toBe(stored);
    // A refused read is an error too, not a missing picture.
    await expect(wrongSecret.get('uploads/abc-480.webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    const otherKey = new S3Storage({ ...s3.settings, accessKeyId: 'AKIAOTHER' });
    await expect(otherKey.get('uploads/abc-480.webp')).rejects.toThrow(/403 InvalidAccessKeyId/);
    const otherRegion = new S3Storage({ ...s3.settings, region: 'us-east-1' });
    await expect(otherRegion.get('uploads/abc-480.webp')).rejects.toThrow(/AuthorizationHeaderMalformed/);
    // A bucket that does not exist is a configuration error, even for a read.
    const noBucket = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(noBucket.get('uploads/abc-480.webp')).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('gives up on a service that does not answer', async () => {
    s3.stalled = true;
    try {
      const storage = new S3Storage(s3.settings, fetch, 200);
      const started = Date.now();
      await expect(storage.get('uploads/abc-480.webp')).rejects.toThrow(
        'object storage GET uploads/abc-480.webp timed out',
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      s3.stalled = false;
    }
  });

  it('refuses keys that would leave the bucket folder', async () => {
    const storage = new S3Storage(s3.settings);
    for (const key of ['../secret', 'uploads/../../x', '/etc/passwd', 'Uploads/A.webp']) {
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });
});
