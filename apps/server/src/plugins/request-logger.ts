import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`request.log`) whose pino child, with the request's id, is made only when something
 * is logged at a level that is on: making it runs the redaction's wildcard paths (`*.body.password`, …) over
 * the request id, a quarter of what a cached game page allocated (decision 0092), for a logger that at
 * LOG_LEVEL warn mostly writes nothing. What it writes is the child's, unchanged.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private made(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  // The child inherits the parent's level until its own is set, so until then the parent's answers for it.
  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  private write(method: Method, args: unknown[]): void {
    if (this.#made || this.parent.isLevelEnabled(method))
      (this.made()[method] as (...args: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a route with a level or serializers of its own gets its child at once. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new RequestLogger(logger as ParentLogger, bindings, options);
