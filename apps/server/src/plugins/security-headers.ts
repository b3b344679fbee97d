import type { HelmetOptions } from 'helmet';

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
  // The game frame: the sandbox vendor's games and the lottery host page are on this origin; a merchant's
  // real vendors add theirs per request (frame-sources.ts).
  frameSrc: [SELF],
  objectSrc: [NONE],
  formAction: [SELF],
  frameAncestors: [NONE],
};

export const helmetOptions: HelmetOptions = {
  frameguard: { action: 'deny' },
  contentSecurityPolicy: { useDefaults: false, directives },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const policyOf = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');

/** The web app's policy with the given game vendors' origins added to frame-src. */
export function webAppPolicy(frameOrigins: readonly string[]): string {
  return policyOf({ ...directives, frameSrc: [SELF, ...frameOrigins] });
}

/**
 * The same policy for the sandbox vendor's game pages under /sandbox, except that /m/launchGame on this
 * origin may frame them (frame-ancestors 'self'; X-Frame-Options SAMEORIGIN for old browsers).
 */
export const SANDBOX_SECURITY_HEADERS = {
  'content-security-policy': policyOf({ ...directives, frameAncestors: [SELF] }),
  'x-frame-options': 'SAMEORIGIN',
} as const;

/**
 * The console's policy: the web app's without its outside sources. It frames nothing and shows only its own
 * images, so a script injected into an operator's page could neither load from nor send to anywhere else.
 */
export const CONSOLE_POLICY = policyOf({
  ...directives,
  imgSrc: [SELF, 'data:'],
  fontSrc: [SELF],
  manifestSrc: [NONE],
  workerSrc: [NONE],
  frameSrc: [NONE],
});
