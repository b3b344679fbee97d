import { createHmac, timingSafeEqual } from 'node:crypto';

/** The chatUrl must be opened within this long after launchChat. */
export const CHAT_LAUNCH_TTL_MS = 5 * 60_000;
/** The page exchanges the launch token for a session of this length. */
export const CHAT_SESSION_TTL_MS = 60 * 60_000;

/** What launchChat grants the chat page: whose conversation, and how to show it. */
export interface ChatGrant {
  memberId: string;
  /** The member session the chat was launched from: the chat ends with it (sessions/launched-sessions.ts). */
  sessionId: string;
  /** Epoch ms of the launch. */
  iat: number;
  language: string;
  backUrl: string;
  /** #rrggbb. */
  headerColor: string;
  title: string;
  /** Epoch ms after which the token is refused. */
  exp: number;
}

type Kind = 'launch' | 'session';

/** A key of its own for chat tokens, derived from the code key under a distinct label. */
export const chatKey = (codeHmacKey: string): Buffer =>
  createHmac('sha256', codeHmacKey).update('customer-service-chat').digest();

const mac = (key: Buffer, kind: Kind, body: string) =>
  createHmac('sha256', key).update(`chat-${kind}.${body}`).digest();

/** `body.signature` (base64url): the JSON grant and an HMAC that also binds the kind. Stateless. */
function sign(key: Buffer, kind: Kind, grant: ChatGrant): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${mac(key, kind, body).toString('base64url')}`;
}

function verify(key: Buffer, kind: Kind, token: string, now: number): ChatGrant | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = mac(key, kind, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChatGrant;
  return typeof grant.exp === 'number' && grant.exp > now ? grant : undefined;
}

export const signChatLaunch = (key: Buffer, grant: ChatGrant): string => sign(key, 'launch', grant);
export const verifyChatLaunch = (key: Buffer, token: string, now: number): ChatGrant | undefined =>
  verify(key, 'launch', token, now);
export const signChatSession = (key: Buffer, grant: ChatGrant): string => sign(key, 'session', grant);
export const verifyChatSession = (key: Buffer, token: string, now: number): ChatGrant | undefined =>
  verify(key, 'session', token, now);
