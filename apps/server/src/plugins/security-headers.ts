import type { FastifyHelmetOptions } from '@fastify/helmet';

const SELF = "'self'";
const NONE = "'none'";

/**
 * Strict CSP for the React SPA served from this origin: no inline script, no inline style. Images
 * also come from the merchants' CDNs, which differ per merchant, hence any https: source.
 */
const directives = {
  defaultSrc: [SELF],
  baseUri: [SELF],
  scriptSrc: [SELF],
  scriptSrcAttr: [NONE],
  styleSrc: [SELF],
  imgSrc: [SELF, 'data:', 'https:'],
  fontSrc: [SELF, 'data:'],
  connectSrc: [SELF],
  manifestSrc: [SELF],
  workerSrc: [SELF],
  objectSrc: [NONE],
  formAction: [SELF],
  frameAncestors: [NONE],
};

export const helmetOptions: FastifyHelmetOptions = {
  frameguard: { action: 'deny' },
  contentSecurityPolicy: { useDefaults: false, directives },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The same policy for the sandbox vendor's game pages under /sandbox, except that /m/launchGame on this
 * origin may frame them (frame-ancestors 'self'; X-Frame-Options SAMEORIGIN for old browsers).
 */
export const SANDBOX_SECURITY_HEADERS = {
  'content-security-policy': Object.entries({ ...directives, frameAncestors: [SELF] })
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; '),
  'x-frame-options': 'SAMEORIGIN',
} as const;
