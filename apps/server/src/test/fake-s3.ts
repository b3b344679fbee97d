import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';
import type { S3Settings } from '../plugins/storage/s3-storage.ts';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/**
 * An S3-compatible server on 127.0.0.1 for one bucket, in memory: PutObject and GetObject, path-style or
 * virtual-hosted, every request's Signature V4 checked independently (recomputed with aws4 from the raw
 * request and the shared secret) and refused with S3's own error codes.
 */
export interface FakeS3 {
  /** Path-style settings that reach this server with its credentials. */
  settings: S3Settings;
  objects: Map<string, StoredObject>;
  /** Host, method and path of each request, as received. */
  requests: { host: string; method: string; path: string }[];
  /** While set, requests get no answer (timeouts). */
  stalled: boolean;
  /**
   * A fetch for virtual-hosted URLs (`http://<bucket>.s3.test:<port>/key`): it sends them to this server
   * with the host they were signed for in `x-fake-s3-host`, since fetch sets Host from the URL itself and
   * such names do not resolve here.
   */
  virtualHostedFetch: typeof fetch;
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;
const MAX_SKEW_MS = 15 * 60_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function answerError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The S3 error code this request deserves for its signature, or undefined when S3 would accept it. */
function signatureError(
  request: IncomingMessage,
  host: string,
  body: Buffer,
  settings: S3Settings,
): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const match = AUTHORIZATION.exec(authorization);
  if (!match) return 'AccessDenied';
  const [, accessKeyId, , region, signedHeaderNames = ''] = match;
  if (accessKeyId !== settings.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== settings.region) return 'AuthorizationHeaderMalformed';
  if (request.headers['x-amz-content-sha256'] !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const date = String(request.headers['x-amz-date'] ?? '');
  const signedAt = Date.parse(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!(Math.abs(Date.now() - signedAt) < MAX_SKEW_MS)) return 'RequestTimeTooSkewed';
  const names = signedHeaderNames.split(';');
  if (!names.includes('host')) return 'AccessDenied';
  const headers = Object.fromEntries(
    names.map((name) => [name, name === 'host' ? host : String(request.headers[name] ?? '')]),
  );
  const expected = new aws4.RequestSigner(
    {
      method: request.method,
      host,
      path: request.url,
      headers,
      body,
      service: 's3',
      region: settings.region,
      doNotModifyHeaders: true,
    },
    { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  );
  // Signed at the request's own time (aws4 reads x-amz-date only when it may add headers).
  expected.datetime = date;
  return expected.authHeader() === authorization ? undefined : 'SignatureDoesNotMatch';
}

export async function startFakeS3(bucket = 'lobby-uploads', region = 'eu-west-1'): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3['requests'] = [];
  const settings: S3Settings = {
    endpoint: '',
    bucket,
    region,
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
    forcePathStyle: true,
  };
  const fake = { stalled: false };

  const server = createServer(async (request, response) => {
    const host = String(request.headers['x-fake-s3-host'] ?? request.headers.host);
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ host, method: request.method ?? '', path: url.pathname });
    const body = await bodyOf(request);
    if (fake.stalled) return;
    const virtualHosted = host.startsWith(`${bucket}.`);
    const [first, ...rest] = url.pathname.slice(1).split('/');
    if (!virtualHosted && first !== bucket) return answerError(response, 404, 'NoSuchBucket');
    const key = virtualHosted ? url.pathname.slice(1) : rest.join('/');
    const refused = signatureError(request, host, body, settings);
    if (refused) return answerError(response, refused === 'XAmzContentSHA256Mismatch' ? 400 : 403, refused);
    if (request.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return response.end();
    }
    if (request.method !== 'GET') return answerError(response, 405, 'MethodNotAllowed');
    const stored = objects.get(key);
    if (!stored) return answerError(response, 404, 'NoSuchKey');
    response.writeHead(200, {
      'content-type': stored.contentType ?? 'binary/octet-stream',
      ...(stored.cacheControl ? { 'cache-control': stored.cacheControl } : {}),
    });
    response.end(stored.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings.endpoint = `http://127.0.0.1:${port}`;

  const virtualHostedFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    headers.set('x-fake-s3-host', url.host);
    url.hostname = '127.0.0.1';
    return fetch(url, { ...init, headers });
  };

  return Object.assign(fake, {
    settings,
    objects,
    requests,
    virtualHostedFetch,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
