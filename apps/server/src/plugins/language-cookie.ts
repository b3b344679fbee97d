import type { FastifyRequest } from 'fastify';
import { languageCode } from '../shared/language.ts';

/** The player's language as the web app stores it, when it has told the server (a cookie of this name). */
export const LANGUAGE_COOKIE = 'lobby.language';

/** The language code the request's language cookie holds; undefined when there is none or it is no code. */
export function cookieLanguage(request: FastifyRequest): string | undefined {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [name, value = ''] = pair.trim().split('=', 2);
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      return languageCode(decodeURIComponent(value));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
