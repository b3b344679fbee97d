import { LANGUAGE_HEADER } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';

const LANGUAGE = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/;

/** `candidate` as an upper-case language code; undefined when it is absent or no language code. */
export function languageCode(candidate: string | undefined): string | undefined {
  const code = candidate?.trim().toUpperCase();
  return code && LANGUAGE.test(code) ? code : undefined;
}

/**
 * The language content is answered in: the query's, else the x-language header the web sends on every
 * request, else the merchant's default. Anything that is not a language code counts as absent.
 */
export function requestLanguage(request: FastifyRequest, fromQuery?: string): string {
  const header = request.headers[LANGUAGE_HEADER];
  return (
    languageCode(fromQuery) ??
    languageCode(Array.isArray(header) ? header[0] : header) ??
    request.merchant.config.defaultLanguage
  );
}
