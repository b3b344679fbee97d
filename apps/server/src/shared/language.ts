import { LANGUAGE_HEADER } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';

const LANGUAGE = /^[A-Z]{2,3}(-[A-Z]{2,4})?$/;

/**
 * The language content is answered in: the query's, else the x-language header the web sends on every
 * request, else the merchant's default. Anything that is not a language code counts as absent.
 */
export function requestLanguage(request: FastifyRequest, fromQuery?: string): string {
  const header = request.headers[LANGUAGE_HEADER];
  for (const candidate of [fromQuery, Array.isArray(header) ? header[0] : header]) {
    const code = candidate?.trim().toUpperCase();
    if (code && LANGUAGE.test(code)) return code;
  }
  return request.merchant.config.defaultLanguage;
}
