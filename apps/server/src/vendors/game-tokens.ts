import { createHmac, timingSafeEqual } from 'node:crypto';
import { vendorKey } from '../modules/seamless-wallet/index.ts';

/** A launch token lives this long: the game page must open within it. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
/** A game session (what the launch token is exchanged for) lives this long. */
export const GAME_SESSION_TTL_MS = 2 * 60 * 60_000;

/** Who plays what, as the launch signed it. */
export interface GameGrant {
  playerId: string;
  /** The member session the game was launched from: the game ends with it (sessions/launched-sessions.ts). */
  sessionId: string;
  /** Epoch ms of the launch. */
  iat: number;
  /** Random id of the launch: its token opens one game session, once (app.singleUse). */
  launchId: string;
  merchant: string;
  vendor: string;
  /** The catalogue game; empty for a lottery lobby without a catalogue entry. */
  nodeId: string;
  currency: string;
  freePlay: boolean;
  language: string;
  /** Epoch ms after which the token is refused. */
  exp: number;
}

export interface GameSession extends GameGrant {
  /** Free play only: the virtual balance in minor units, carried (and re-signed) from round to round. */
  freeBalance?: number;
}

type Kind = 'launch' | 'session';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const mac = (key: string, kind: Kind, body: string) =>
  createHmac('sha256', key).update(`${kind}.${body}`).digest();

/**
 * `body.signature`, both base64url: the body is the JSON claims, the signature an HMAC-SHA256 under the
 * merchant's key for the vendor (vendorKey) that also binds the token kind, so a launch token never passes as a session.
 * Stateless, so every server instance accepts every token.
 */
function sign(rootKey: string, kind: Kind, claims: GameGrant | GameSession): string {
  const body = base64url(JSON.stringify(claims));
  return `${body}.${base64url(mac(vendorKey(rootKey, claims.merchant, claims.vendor), kind, body))}`;
}

function verify<T extends GameGrant>(rootKey: string, kind: Kind, token: string, now: number): T | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  let claims: T;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.vendor !== 'string' ||
    typeof claims.merchant !== 'string'
  )
    return undefined;
  const expected = mac(vendorKey(rootKey, claims.merchant, claims.vendor), kind, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return typeof claims.exp === 'number' && claims.exp > now ? claims : undefined;
}

export const signLaunchToken = (rootKey: string, grant: GameGrant): string => sign(rootKey, 'launch', grant);
export const verifyLaunchToken = (rootKey: string, token: string, now: number): GameGrant | undefined =>
  verify<GameGrant>(rootKey, 'launch', token, now);
export const signGameSession = (rootKey: string, session: GameSession): string =>
  sign(rootKey, 'session', session);
export const verifyGameSession = (rootKey: string, token: string, now: number): GameSession | undefined =>
  verify<GameSession>(rootKey, 'session', token, now);
