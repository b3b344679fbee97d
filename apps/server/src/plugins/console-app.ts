import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../shared/cache-control.ts';
import { CONSOLE_POLICY } from './security-headers.ts';

/** Where the console app is served; its Vite base is the same. */
export const CONSOLE_BASE = '/console';

/**
 * Serves the built operator console under /console/, like the web app under /m/: hashed assets cached for
 * good, every page path answered with index.html (revalidated) for the client router, a missing asset 404.
 * Its pages get the console's own CSP, set after the merchant's frame policy so that one never widens it.
 */
export const consoleApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'no console build found; /console is not served');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('content-security-policy', CONSOLE_POLICY);
    return payload;
  });

  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: `${CONSOLE_BASE}/assets/`,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE_CACHE_CONTROL),
  });

  for (const url of [CONSOLE_BASE, `${CONSOLE_BASE}/*`]) {
    app.get(url, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
    );
  }
};
