import { HINT_COOKIES } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { cookieNamed } from '../shared/cookies.ts';
import { languageCode } from '../shared/language.ts';

// The web app's hint cookies (HINT_COOKIES): hints, not credentials. A wrong or missing one costs a page some
// preloads, never access.

/** The value of the request's cookie of that name, decoded; undefined when absent or badly encoded. */
function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const raw = cookieNamed(request, name);
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The language code the request's language cookie holds; undefined when there is none or it is no code. */
export const cookieLanguage = (request: FastifyRequest): string | undefined =>
  languageCode(cookieValue(request, HINT_COOKIES.language));

/** Whether the app said this browser may be signed in; without the hint, a members' screen shows login. */
export const mayBeSignedIn = (request: FastifyRequest): boolean =>
  cookieValue(request, HINT_COOKIES.member) === '1';
