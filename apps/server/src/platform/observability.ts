import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { NotFoundError, UnauthorizedError } from './errors.ts';

/**
 * Request ids, log hygiene and Prometheus metrics (docs/operations.md, "Logs" and "Metrics").
 */

/** An incoming X-Request-Id is kept when it is short and plain (a proxy's id); anything else gets a UUID. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Query parameters whose values are credentials (signed resume links, captcha and reset tokens, the unsubscribe signature `t`). */
const SECRET_QUERY = /^(t|token|access_token|refresh_token|code|sig|signature|key|secret|password)$/i;
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_QUERY.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Every web address in a text (a mail written to the log) with the values of its secret query parameters redacted. */
export function redactUrlsInText(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+/g, (url) => redactUrl(url));
}

/** SQL parameters (user data, password hashes, tokens) never reach the log: drizzle puts them in `params` and the message. */
export const scrubSql = (text: string | undefined) => text?.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
/** PostgreSQL quotes the offending value at the end of some messages (invalid input syntax for type integer: "…"). */
export const scrubQuotedValue = (text: string) => text.replace(/(: )"[^"\n]*"$/m, '$1"[redacted]"');

/** True for a database error (a five-character SQLSTATE code): its message may quote the offending value. */
export const isDatabaseError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
}
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown };
  // a database error (five-character SQLSTATE): its `detail` (Key (email)=(…)) is left out, quoted values scrubbed
  const fromDatabase = isDatabaseError(e);
  const clean = (text: string | undefined) => {
    const scrubbed = scrubSql(text) ?? '';
    return fromDatabase ? scrubQuotedValue(scrubbed) : scrubbed;
  };
  return {
    type: e.name,
    message: clean(e.message),
    stack: clean(e.stack),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/** Fastify logger options shared by main and tests: request ids, safe request and error serializers. */
export function loggerSerializers() {
  return {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      };
    },
    err: (error: Error) => serializeError(error),
    error: (error: Error) => serializeError(error),
  };
}

/**
 * The server's logger: JSON lines (production, pipes, log collectors), or readable coloured lines
 * through pino-pretty when a person watches a terminal in development.
 */
export function loggerOptions(config: { logLevel: string; env: string }) {
  if (config.logLevel === 'silent') return false;
  const pretty = config.env === 'development' && Boolean(process.stdout.isTTY);
  return {
    level: config.logLevel,
    serializers: loggerSerializers(),
    ...(pretty
      ? {
          transport: {
            target: createRequire(import.meta.url).resolve('pino-pretty'),
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}

/** Fastify server options for request ids (the logged key is `requestId`). */
export function requestIdOptions() {
  return {
    genReqId: requestIdFrom,
    requestIdHeader: false as const,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  };
}

/** X-Request-Id on every answer; the signed-in user's id on every later log line of the request. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** Called by authenticate once the user is known. */
export function logUser(request: FastifyRequest, reply: { log: FastifyRequest['log'] }, userId: string) {
  const log = request.log.child({ userId });
  request.log = log;
  reply.log = log;
}

export interface Metrics {
  /** add the job queue's gauges here: `new Gauge({ name, help, registers: [metrics.registry], collect() {…} })` */
  registry: Registry;
}

/**
 * prom-client registry with HTTP rate/latency by route, the database pool, live-event clients and the
 * process's own metrics (memory, CPU, event loop). GET /api/metrics answers it to a bearer of
 * METRICS_TOKEN; without METRICS_TOKEN the endpoint does not exist (404).
 */
/** Reads one kind of backlog as `state → count` rows (the job queue and the email outbox). */
export type BacklogReader = () => Promise<Array<{ state: string; n: number }>>;

export function registerMetrics(
  app: FastifyInstance,
  options: { token?: string; pool?: pg.Pool; liveClients: () => number; jobsByState?: BacklogReader; emailsByStatus?: BacklogReader },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'talentmatch_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'talentmatch_http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'talentmatch_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const backlog = (name: string, help: string, read: BacklogReader | undefined) => {
    if (!read) return;
    new Gauge({
      name,
      help,
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await read()) this.set({ state: row.state }, row.n);
      },
    });
  };
  // queue depth (created, retry, active) and failures (failed), across every process: the table is shared
  backlog('talentmatch_jobs', 'Background jobs in the queue by state', options.jobsByState);
  backlog('talentmatch_emails', 'Emails in the outbox by delivery status (failed ones wait for an administrator)', options.emailsByStatus);
  new Gauge({
    name: 'talentmatch_live_event_clients',
    help: 'Live-event streams open on this process',
    registers: [registry],
    collect() {
      this.set(options.liveClients());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // the route pattern, not the URL: ids in paths would make a series per record
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = options.token ? Buffer.from(options.token) : undefined;
  app.get('/api/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!expected) throw new NotFoundError('Metrics are not enabled on this server.');
    const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UnauthorizedError();
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return { registry };
}
