import type { FastifyHelmetOptions } from '@fastify/helmet';

const SELF = "'self'";
const NONE = "'none'";

/**
 * Strict CSP for the React SPA served from this origin: no inline script, no inline style. Images
 * also come from the merchants' CDNs, which differ per merchant, hence any https: source.
 */
export const helmetOptions: FastifyHelmetOptions = {
  frameguard: { action: 'deny' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
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
    },
  },
};
