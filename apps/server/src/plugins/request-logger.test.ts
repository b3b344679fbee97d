import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { api } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { capturedLog } from '../test/log-lines.ts';

/** A route that logs through its request's logger, as handlers do. */
const loggingRoute: FastifyPluginAsync = async (app) => {
  app.get('/test-logs', { config: { merchant: false } }, async (request) => {
    request.log.info('info line');
    request.log.warn({ body: { password: 'hunter2', username: 'alice' } }, 'warn line');
    request.log.child({ step: 'nested' }).error('child line');
    return { level: request.log.level };
  });
};

/** The lines logged for requests (the app's own at start have no request id). */
const logged = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.reqId !== undefined);

describe("a request's logger", () => {
  it('writes what is on, with the request id, redacted, and nothing below the level', async () => {
    const { lines, logStream } = capturedLog();
    const app = await createTestApp({ config: { logLevel: 'warn' }, logStream, apiRoutes: [loggingRoute] });
    try {
      const response = await app.inject({ method: 'GET', url: api('/test-logs') });
      expect(response.json()).toEqual({ level: 'warn' });
      const entries = logged(lines);
      expect(entries.map((entry) => entry.msg)).toEqual(['warn line', 'child line']);
      const [warn, child] = entries;
      expect(warn?.reqId).toEqual(expect.any(String));
      expect(child?.reqId).toBe(warn?.reqId);
      expect(child?.step).toBe('nested');
      expect(warn?.body).toEqual({ password: '[redacted]', username: 'alice' });
    } finally {
      await app.close();
    }
  });

  it("logs each request with its own id at level info, as Fastify's access lines", async () => {
    const { lines, logStream } = capturedLog();
    const app = await createTestApp({ config: { logLevel: 'info' }, logStream, apiRoutes: [loggingRoute] });
    try {
      await app.inject({ method: 'GET', url: api('/test-logs') });
      await app.inject({ method: 'GET', url: api('/test-logs') });
      const entries = logged(lines);
      const ids = new Set(entries.map((entry) => entry.reqId));
      expect(ids.size).toBe(2);
      for (const id of ids) {
        const messages = entries.filter((entry) => entry.reqId === id).map((entry) => entry.msg);
        expect(messages).toEqual([
          'incoming request',
          'info line',
          'warn line',
          'child line',
          'request completed',
        ]);
      }
    } finally {
      await app.close();
    }
  });
});
