import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';
import { loggedError } from './logged-error.ts';

/** Body and query fields that carry secrets, by the names the specification uses for them. */
const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'paymentPassword',
  'code',
  'verificationCode',
  'token',
  'captcha',
  'firebaseIdToken',
  'rememberToken',
  // The console's sign-in challenge, CSRF token and recovery codes.
  'challenge',
  'csrfToken',
  'recoveryCodes',
  'antiBot',
  // The sealed body of encrypted requests.
  'data',
];
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-encryption-key', 'x-csrf-token'];
/**
 * Personal data that may appear in a query string (availability checks, test facilities, the console's
 * member search `q`, which may be a mobile number or an address).
 */
const PERSONAL_QUERY_FIELDS = ['mobileNo', 'mobileNum', 'email', 'q'];
const SECRET_QUERY_KEYS = new Set(
  [...SECRET_FIELDS, ...PERSONAL_QUERY_FIELDS].map((field) => field.toLowerCase()),
);
const REDACTED = '[redacted]';

const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `headers["${header}"]`,
  ]),
  ...SECRET_FIELDS.flatMap((field) => [`body.${field}`, `*.body.${field}`]),
];

/** Replaces the values of secret and personal query parameters (e.g. ?token=, ?email=) in a logged URL. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      err: loggedError,
      // Fastify's default request fields, with secrets taken out of the query string.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * Readable, coloured lines for a person watching a terminal outside production; undefined (JSON lines on
 * stdout) in production and whenever stdout is a pipe or a file, where log collectors read it.
 */
export function terminalLogStream(
  config: Pick<Config, 'env'>,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): DestinationStream | undefined {
  if (config.env === 'production' || output.isTTY !== true) return undefined;
  return pretty({
    destination: output,
    colorize: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}
