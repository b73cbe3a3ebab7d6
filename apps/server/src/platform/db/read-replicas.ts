import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, describeDatabaseUrl, isDatabaseUnavailable, SESSION_TIME_ZONE } from './index.ts';
import * as schema from './schema.ts';

/**
 * Read replicas (DATABASE_READ_URL, docs/deploy.md "Read replicas"). The rule: only the GET routes listed
 * in REPLICA_READ_ROUTES read from a replica, and only their handlers' reads (authentication, writes and
 * transactions stay on the primary); a client that wrote in the last DATABASE_READ_MAX_LAG reads from the
 * primary (a cookie set on its writes), so a user always sees their own writes; everything else reads from
 * the primary. A replica that is down, or behind the primary by more than the bound, is skipped until a
 * check finds it back; a query that fails on a replica runs again on the primary.
 */
const REPLICA_READ_ROUTES = [
  // candidate search
  '/api/candidates',
  // the job board
  '/api/job-board/jobs',
  '/api/job-board/recommended',
  '/api/job-board/jobs/:id',
  // reports
  '/api/admin/reports/business',
  '/api/admin/reports/business/csv',
  '/api/admin/reports/marketing',
  '/api/admin/reports/marketing/csv',
  // administrators' lists
  '/api/user/all',
  '/api/user/filter',
  '/api/user/role/:role',
  '/api/user/stale-users',
  '/api/admin/candidates',
  '/api/admin/companies',
];

/** Set on the answer to a write: this client's reads go to the primary while it lives (read-your-writes). */
export const WROTE_COOKIE = 'tm_wrote';

/** Inside this scope the database's reads may go to a replica. */
const replicaScope = new AsyncLocalStorage<true>();
const inReplicaScope = () => replicaScope.getStore() === true;

type QueryArgs = Parameters<pg.Pool['query']>;

interface ReplicaState {
  replica: string;
  state: 'ok' | 'down' | 'lagging';
  /** how far behind the primary it was at the last check, ms (undefined: unknown) */
  lagMs?: number;
}

/** What drizzle needs of a pool: a query, and a dedicated client for a transaction. */
interface PoolLike {
  query: (...args: QueryArgs) => Promise<pg.QueryResult>;
  connect(): Promise<pg.PoolClient>;
}

export interface ReadReplicas {
  /** a node-postgres pool for drizzle: a healthy replica in turn, else the primary */
  client: PoolLike;
  status(): ReplicaState[];
  /** one health and lag check of every replica now (also run every second) */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** `X/Y` (hex) as a number that orders WAL positions. */
const lsn = (text: string) => {
  const [high, low] = text.split('/');
  return BigInt(`0x${high}`) * 2n ** 32n + BigInt(`0x${low}`);
};

/** Errors after which the same read belongs on the primary: the replica is away, or the statement writes. */
const retryOnPrimary = (error: unknown) =>
  isDatabaseUnavailable(error) || (error as { code?: string }).code === '25006' || (error as { code?: string }).code === '57014';

function openReadReplicas(options: {
  urls: string[];
  primary: pg.Pool;
  maxLagMs: number;
  timeouts: { connectMs: number; statementMs: number };
  onConnectionError: (error: Error) => void;
  checkIntervalMs?: number;
}): ReadReplicas {
  const replicas = options.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      // the same session time zone as the primary's connections: reads compare dates with the UTC day
      options: `-c TimeZone=${SESSION_TIME_ZONE}`,
      max: 10,
      connectionTimeoutMillis: Math.min(options.timeouts.connectMs, 3_000),
      statement_timeout: options.timeouts.statementMs,
      query_timeout: options.timeouts.statementMs + 5_000,
    });
    pool.on('connect', (client) => client.on('error', options.onConnectionError));
    pool.on('error', () => undefined);
    return { url, pool, healthy: false, lagMs: undefined as number | undefined, state: 'down' as ReplicaState['state'] };
  });
  // the primary's WAL position over the last minute: a replica that replayed up to a position is no staler than its time
  const primaryPositions: Array<{ at: number; position: bigint }> = [];
  let next = 0;

  async function check() {
    let primaryAt: { at: number; position: bigint } | undefined;
    try {
      const { rows } = await options.primary.query<{ position: string }>('select pg_current_wal_lsn()::text as position');
      primaryAt = { at: Date.now(), position: lsn(rows[0].position) };
      primaryPositions.push(primaryAt);
      while (primaryPositions.length > 1 && primaryPositions[0].at < Date.now() - 60_000) primaryPositions.shift();
    } catch {
      // the primary is away: replicas keep their last state (reads there may still serve)
    }
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const { rows } = await replica.pool.query<{ replayed: string | null }>('select pg_last_wal_replay_lsn()::text as replayed');
          const replayed = rows[0].replayed === null ? undefined : lsn(rows[0].replayed);
          if (replayed === undefined) throw new Error('not a replica (no WAL replay)');
          if (primaryAt) {
            // the newest primary position the replica has reached tells how old its data can be
            const reached = [...primaryPositions].reverse().find((sample) => sample.position <= replayed);
            replica.lagMs = reached ? Date.now() - reached.at : Date.now() - (primaryPositions[0]?.at ?? Date.now());
            if (primaryAt.position <= replayed) replica.lagMs = 0;
          }
          const lagging = replica.lagMs === undefined || replica.lagMs > options.maxLagMs;
          replica.state = lagging ? 'lagging' : 'ok';
          replica.healthy = !lagging;
        } catch {
          replica.state = 'down';
          replica.healthy = false;
        }
      }),
    );
  }
  let checking: Promise<void> | undefined;
  const runCheck = () => {
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  };
  const timer = setInterval(() => void runCheck(), options.checkIntervalMs ?? 1_000);
  timer.unref();
  void runCheck();

  const pick = () => {
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(next + i) % replicas.length];
      if (replica.healthy) {
        next = (next + i + 1) % replicas.length;
        return replica;
      }
    }
    return undefined;
  };

  const markDown = (replica: (typeof replicas)[number]) => {
    replica.healthy = false;
    replica.state = 'down';
  };
  const onPrimary = (...args: QueryArgs) => (options.primary.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args);
  // drizzle runs a transaction on a dedicated client when its client's class name says Pool
  class ReplicaPool implements PoolLike {
    async connect() {
      const replica = inReplicaScope() ? pick() : undefined;
      if (!replica) return options.primary.connect();
      try {
        return await replica.pool.connect();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        markDown(replica);
        return options.primary.connect();
      }
    }
    async query(...args: QueryArgs) {
      const replica = inReplicaScope() ? pick() : undefined;
      if (!replica) return onPrimary(...args);
      try {
        return await (replica.pool.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...args);
      } catch (error) {
        if (!retryOnPrimary(error)) throw error;
        if (isDatabaseUnavailable(error)) markDown(replica);
        return onPrimary(...args);
      }
    }
  }

  return {
    client: new ReplicaPool(),
    status: () =>
      replicas.map((r) => ({ replica: describeDatabaseUrl(r.url), state: r.state, ...(r.lagMs !== undefined ? { lagMs: r.lagMs } : {}) })),
    check: runCheck,
    async close() {
      clearInterval(timer);
      await checking?.catch(() => undefined);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => undefined)));
    },
  };
}

/** Database properties that only read: inside the replica scope they come from the read database. */
const READ_PROPERTIES = new Set<string | symbol>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  '$count',
  'query',
  'execute',
  'with',
  '$with',
]);

/**
 * The database object handed to the modules: the primary, whose reads (and read transactions) go to the
 * replicas inside the replica scope. A transaction that fails there because it writes (or the replica went
 * away) runs again on the primary: it was rolled back.
 */
function routeReads(primary: Db, replicas: Db): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    try {
      return await replicas.transaction(work, config);
    } catch (error) {
      if (!retryOnPrimary(error)) throw error;
      return primary.transaction(work, config);
    }
  };
  return new Proxy(primary, {
    get(target, property, receiver) {
      if (!inReplicaScope()) return Reflect.get(target, property, receiver);
      if (property === 'transaction') return transaction;
      const source = READ_PROPERTIES.has(property) ? replicas : target;
      const value = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/** The primary `database` with its reads in the replica scope going to `urls` (PostgreSQL only). */
export function withReadReplicas(
  database: Database,
  options: {
    urls: string[];
    maxLagMs: number;
    timeouts: { connectMs: number; statementMs: number };
    onConnectionError: (error: Error) => void;
    /** between two checks of every replica (default 1 s) */
    checkIntervalMs?: number;
  },
): Database & { replicas: ReadReplicas } {
  if (!database.pool) throw new Error('read replicas need a PostgreSQL primary');
  const replicas = openReadReplicas({ ...options, primary: database.pool });
  const readDb = drizzle(replicas.client as unknown as pg.Pool, { schema }) as unknown as Db;
  return {
    ...database,
    db: routeReads(database.db, readDb),
    replicas,
    async close() {
      await replicas.close();
      await database.close();
    },
  };
}

/**
 * Runs the handlers of REPLICA_READ_ROUTES (GET) in the replica scope, unless the client wrote lately, and
 * marks the answers to writes with WROTE_COOKIE. Call before the routes are registered.
 */
export function registerReplicaReads(app: FastifyInstance, options: { maxLagMs: number }) {
  const routes = new Set(REPLICA_READ_ROUTES);
  const maxAgeSeconds = Math.ceil(options.maxLagMs / 1000) + 1;
  const wroteLately = (request: FastifyRequest) =>
    (request.headers.cookie ?? '').split(/;\s*/).some((c) => c.startsWith(`${WROTE_COOKIE}=`));
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!routes.has(route.url ?? '') || !methods.includes('GET')) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== 'GET' || wroteLately(request)) return handler.call(this, request, reply);
      return replicaScope.run(true, () => handler.call(this, request, reply));
    };
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return;
    reply.header('set-cookie', `${WROTE_COOKIE}=1; Max-Age=${maxAgeSeconds}; Path=/api; HttpOnly; SameSite=Strict`);
  });
}
