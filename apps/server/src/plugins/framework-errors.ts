import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { clientFailure } from './client-failures.ts';

/**
 * Refusals Fastify makes before routing (a URL that does not decode: FST_ERR_BAD_URL 400; a path parameter
 * over maxParamLength: FST_ERR_MAX_PARAM_LENGTH 414) answered with the envelope instead of Fastify's shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode ?? 400;
  if (status >= 500) return reply.status(500).send({ success: false, code: 'internal_error' });
  const failure = clientFailure(status, error);
  return reply.status(failure.status).send(failure.body);
};

/** Node's parser errors that have a status of their own; any other malformed request is a 400. */
const STATUS_BY_PARSER_ERROR: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * Requests Node cannot parse (a bad request line or header, a header section too large, a timeout) never
 * reach Fastify: this writes the envelope on the socket and closes it. The error's raw packet may hold a
 * token, so only its code is logged.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const failure = clientFailure(STATUS_BY_PARSER_ERROR[error.code ?? ''] ?? 400);
  this.log.debug({ code: error.code, status: failure.status }, 'client error');
  // A response already under way on this socket cannot be followed by another one.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(failure.body);
    socket.write(
      `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
