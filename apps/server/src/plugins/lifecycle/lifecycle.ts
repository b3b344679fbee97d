import fp from 'fastify-plugin';

/** starting: listening, not yet serving; ready: serving; draining: shutting down, finishing requests. */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** Where the server is between start and exit, as readiness reports it to the load balancer. */
export class Lifecycle {
  #phase: LifecyclePhase = 'starting';

  get phase(): LifecyclePhase {
    return this.#phase;
  }

  /** The server has finished starting (migrations, seeding) and takes traffic. */
  markReady(): void {
    if (this.#phase === 'starting') this.#phase = 'ready';
  }

  /** Shutdown has begun: readiness answers 503 from now on. */
  drain(): void {
    this.#phase = 'draining';
  }
}

/**
 * `app.lifecycle`; closing the app turns it to draining. While draining every answer closes its keep-alive
 * connection: the server closes only the connections idle when it stops listening, so one whose request
 * was still running would otherwise stay open until its keep-alive timeout and hold up the exit.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const lifecycle = new Lifecycle();
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => lifecycle.drain());
    // Every answer passes here: a callback, not an async function and its promise (decision 0092).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.phase === 'draining') reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
