import type { FastifyRequest } from 'fastify';

/** The raw value of the request's cookie of that name (as sent, not decoded); undefined when absent or empty. */
export function cookieNamed(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}
