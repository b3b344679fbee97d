import type { FastifyRequest } from 'fastify';

/** The player's language as the web app stores it, when it has told the server (a cookie of this name). */
export const LANGUAGE_COOKIE = 'lobby.language';

const LANGUAGE = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/;

/** The language code the request's language cookie holds; undefined when there is none or it is no code. */
export function cookieLanguage(request: FastifyRequest): string | undefined {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [name, value = ''] = pair.trim().split('=', 2);
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      const code = decodeURIComponent(value).trim().toUpperCase();
      return LANGUAGE.test(code) ? code : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
