import aws4 from 'aws4';
import { IMMUTABLE_CACHE_CONTROL } from '../../shared/cache-control.ts';
import { checkedKey, type ObjectStorage } from './object-storage.ts';

/** One bucket on an S3-compatible service: AWS S3, MinIO, Cloudflare R2 and the like. */
export interface S3Settings {
  /** The service's origin, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  /** The signing region (`us-east-1` for MinIO, `auto` for R2). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO's default) instead of AWS's `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
}

/** A request (answer included) that takes longer fails, so a hung service cannot hold uploads or images. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * PutObject and GetObject on one bucket, signed with AWS Signature V4 (decision 0057). Objects are stored
 * with their content type and immutable caching. A missing key reads as undefined, as on local disk; any
 * other answer is an error naming the operation, key and S3 error code, never the credentials or the
 * signed request.
 */
export class S3Storage implements ObjectStorage {
  constructor(
    private readonly settings: S3Settings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {}

  /** Where the object of `key` is, path-style or virtual-hosted. */
  objectUrl(key: string): URL {
    const { endpoint, bucket, forcePathStyle } = this.settings;
    const url = new URL(endpoint);
    if (forcePathStyle) {
      url.pathname = `/${bucket}/${checkedKey(key)}`;
    } else {
      url.hostname = `${bucket}.${url.hostname}`;
      url.pathname = `/${checkedKey(key)}`;
    }
    return url;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const headers = { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL };
    const response = await this.send('PUT', key, headers, bytes);
    if (!response.ok) throw await failure('PUT', key, response);
    // Drained so the connection can be reused.
    await response.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send('GET', key);
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    const error = await failure('GET', key, response);
    // A missing bucket is a configuration error, not a missing picture.
    if (response.status === 404 && error.s3Code !== 'NoSuchBucket') return undefined;
    throw error;
  }

  private async send(
    method: 'GET' | 'PUT',
    key: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ): Promise<Response> {
    const url = this.objectUrl(key);
    const { region, accessKeyId, secretAccessKey } = this.settings;
    const signed = aws4.sign(
      { method, host: url.host, path: url.pathname, headers, body, service: 's3', region },
      { accessKeyId, secretAccessKey },
    );
    // fetch writes Host from the URL itself (the same value, which the signature covers).
    const { Host: _host, ...sent } = signed.headers as Record<string, string>;
    try {
      return await this.fetchImpl(url, {
        method,
        headers: sent,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (cause) {
      const reason = cause instanceof Error && cause.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new ObjectStorageError(`object storage ${method} ${key} ${reason}`, undefined, { cause });
    }
  }
}

export class ObjectStorageError extends Error {
  override name = 'ObjectStorageError';

  constructor(
    message: string,
    /** S3's error code (`AccessDenied`, `SignatureDoesNotMatch`, ...) when it answered with one. */
    readonly s3Code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The answer as an error: its status and S3's error code (the XML body also echoes the signed request). */
async function failure(method: string, key: string, response: Response): Promise<ObjectStorageError> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(body)?.[1];
  return new ObjectStorageError(
    `object storage answered ${response.status}${code ? ` ${code}` : ''} to ${method} ${key}`,
    code,
  );
}
