import fp from 'fastify-plugin';
import type { Clock } from '../../shared/clock.ts';
import { ConsoleThrottle } from './console-throttle.ts';
import { OperatorSessions } from './operator-sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    operatorSessions: OperatorSessions;
    consoleThrottle: ConsoleThrottle;
  }
}

/** Console sessions as `app.operatorSessions`, sign-in limits as `app.consoleThrottle`. */
export const operatorsPlugin = fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('operatorSessions', new OperatorSessions(app.db, clock, app.invalidation));
    app.decorate('consoleThrottle', new ConsoleThrottle(app.limits));
    app.decorateRequest('operatorAuth', null);
  },
  { name: 'operators', dependencies: ['database', 'rate-limits', 'invalidation'] },
);
