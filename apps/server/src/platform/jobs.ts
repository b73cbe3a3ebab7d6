import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from './db/index.ts';

/**
 * The job queue: pg-boss on the application's database (PostgreSQL, or PGlite through the same SQL
 * executor), docs/background-jobs.md. A job is stored before anything runs it, is fetched by one worker
 * (`for update skip locked`), is retried with backoff when its handler throws, and goes back to the
 * queue when its process stops (or, killed, when its lease expires).
 */

interface JobDefinitionOptions {
  /** attempts after the first (default 5) */
  retryLimit?: number;
  /** seconds before the first retry (default 30); doubled on each further retry when `retryBackoff` */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** a running job not finished after this long is taken as lost and tried again (default 300) */
  expireInSeconds?: number;
  /** handlers of this job running at once in one process (default 1) */
  concurrency?: number;
  /** never two runs at once across processes: a run that finds an earlier one still running ends without work */
  exclusive?: boolean;
}

interface EnqueueOptions {
  /** not before this time (a Date) or this many seconds from now */
  startAfter?: Date | number;
  /** at most one job with this key per `singletonSeconds` slot, or (without it) one waiting at a time when the job is defined `unique` */
  singletonKey?: string;
  singletonSeconds?: number;
  retryLimit?: number;
}

export interface JobInfo {
  id: string;
  /** 1 for the first attempt */
  attempt: number;
  /** no retry follows if this attempt throws */
  lastAttempt: boolean;
}

type JobHandler<T> = (data: T, job: JobInfo) => Promise<unknown>;

export interface JobQueue {
  /** Registers the handler of `name` (before or after start). */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobDefinitionOptions): void;
  /** A recurring job: one run of `name` every `seconds`, once across every process (slots aligned to the clock). */
  every(name: string, seconds: number, data?: object): void;
  /** Stores a job; the id, or null when a job with the same singleton key already holds the slot. */
  enqueue(name: string, data?: object, options?: EnqueueOptions): Promise<string | null>;
  /** Stores one job of `name` per item, in one statement (a fan-out: one round trip instead of one per job). */
  enqueueMany(name: string, items: object[]): Promise<void>;
  /** Starts this process's workers and recurring schedules (main.ts; tests call runPending instead). */
  start(): Promise<void>;
  /** Stops fetching; running jobs get up to `timeoutMs` to finish, then go back to the queue. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Runs the due jobs of `names` (default: every defined job) in this process until none is left; the number run (tests). */
  runPending(names?: string[]): Promise<number>;
  /** Jobs of `name` waiting or running. */
  pendingCount(name: string): Promise<number>;
  readonly started: boolean;
}

export interface JobQueueOptions {
  /** seconds between two fetches of an idle worker (default 2) */
  pollingIntervalSeconds?: number;
  /** seconds between maintenance passes: expiring lost jobs, archiving (default 60) */
  maintenanceIntervalSeconds?: number;
  /** overrides every definition's retry delay (tests) */
  retryDelaySeconds?: number;
  /** overrides every definition's lease (tests) */
  expireInSeconds?: number;
}

interface Definition {
  handler: JobHandler<object>;
  options: JobDefinitionOptions;
  queue?: Promise<void>;
}

const SCHEMA = 'pgboss';
/** Held while installing pg-boss's schema and creating queues: processes started together would otherwise race (duplicate schema, deadlocks). */
const QUEUE_SETUP_LOCK = 4130015;

/** Opens the queue: installs or upgrades pg-boss's own schema (under its advisory lock) and starts maintenance. */
export async function openJobQueue(deps: { sql: SqlExecutor; log: FastifyBaseLogger; options?: JobQueueOptions }): Promise<JobQueue> {
  const { log, options = {} } = deps;
  const boss = new PgBoss({
    db: deps.sql,
    schema: SCHEMA,
    migrate: true,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await deps.sql.exclusive(QUEUE_SETUP_LOCK, () => boss.start());

  const definitions = new Map<string, Definition>();
  const recurring = new Map<string, { seconds: number; data: object }>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopping: Promise<void> | undefined;

  const ensureQueue = (name: string): Promise<void> => {
    const definition = definitions.get(name);
    if (!definition) return Promise.reject(new Error(`no job named ${name} is defined`));
    definition.queue ??= (async () => {
      const o = definition.options;
      const queue = {
        name,
        retryLimit: o.retryLimit ?? 5,
        retryDelay: options.retryDelaySeconds ?? o.retryDelaySeconds ?? 30,
        retryBackoff: o.retryBackoff ?? true,
        expireInSeconds: options.expireInSeconds ?? o.expireInSeconds ?? 300,
      };
      await deps.sql.exclusive(QUEUE_SETUP_LOCK, async () => {
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
      });
    })().catch((error) => {
      definition.queue = undefined;
      throw error;
    });
    return definition.queue;
  };

  const earlierRunActive = async (name: string, id: string) => {
    const { rows } = await deps.sql.executeSql(
      `select 1 from ${SCHEMA}.job o join ${SCHEMA}.job me on me.name = o.name and me.id = $2
        where o.name = $1 and o.state = 'active' and o.id <> me.id and (o.started_on, o.id) < (me.started_on, me.id) limit 1`,
      [name, id],
    );
    return rows.length > 0;
  };

  const run = async (name: string, job: PgBoss.JobWithMetadata<object>) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job named ${name} is defined`);
    const info: JobInfo = { id: job.id, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
    if (definition.options.exclusive && (await earlierRunActive(name, job.id))) {
      log.debug({ job: name, jobId: job.id }, 'an earlier run is still active; this one ends');
      return { skipped: 'an earlier run is still active' };
    }
    try {
      return await definition.handler(job.data ?? {}, info);
    } catch (error) {
      log.warn({ err: error, job: name, jobId: job.id, attempt: info.attempt, lastAttempt: info.lastAttempt }, 'job failed');
      throw error;
    }
  };

  // This process's workers. pg-boss's own worker loop completes and fails jobs without awaiting it, so a
  // database restart while a job ends became an unhandled rejection (a crash); this loop awaits every
  // step and keeps polling until the database is back.
  const active = new Map<string, { name: string; done: Promise<unknown> }>();
  const loops = new Set<Promise<void>>();
  const wakers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakers.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  const wake = () => {
    for (const w of wakers) w();
    wakers.clear();
  };
  const settle = async (name: string, id: string, outcome: { ok: true; result: unknown } | { ok: false; error: unknown }) => {
    // a failed complete/fail (database away) leaves the job active: its lease expires and it runs again
    try {
      if (outcome.ok) await boss.complete(name, id, outcome.result && typeof outcome.result === 'object' ? outcome.result : undefined);
      else await boss.fail(name, id, { message: String(outcome.error) });
    } catch (error) {
      log.warn({ err: error, job: name, jobId: id }, 'recording the outcome of a job failed; it runs again when its lease expires');
    }
  };
  const workLoop = async (name: string) => {
    const interval = (options.pollingIntervalSeconds ?? 2) * 1000;
    while (started) {
      let job: PgBoss.JobWithMetadata<object> | undefined;
      try {
        [job] = (await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true })) ?? [];
      } catch (error) {
        log.warn({ err: error, job: name }, 'fetching jobs failed');
      }
      if (!job) {
        await pause(interval);
        continue;
      }
      const lease = Math.max(1, job.expireInSeconds) * 1000;
      let timer: NodeJS.Timeout | undefined;
      const done = Promise.race([
        run(name, job),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`handler execution exceeded ${lease}ms`)), lease);
        }),
      ]).then(
        (result) => ({ ok: true as const, result }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      active.set(job.id, { name, done });
      const outcome = await done;
      clearTimeout(timer);
      // stop() already handed it back to the queue when it outlived the stop timeout
      if (active.delete(job.id)) await settle(name, job.id, outcome);
    }
  };

  const startWorkers = async (name: string) => {
    const definition = definitions.get(name);
    if (!definition) return;
    await ensureQueue(name);
    const workers = Math.max(1, definition.options.concurrency ?? 1);
    for (let i = 0; i < workers; i++) {
      const loop = workLoop(name).catch((error) => log.error({ err: error, job: name }, 'a job worker stopped'));
      loops.add(loop);
      void loop.finally(() => loops.delete(loop));
    }
  };

  const tick = (name: string, seconds: number, data: object) =>
    ensureQueue(name)
      .then(() => boss.send(name, data, { singletonKey: 'every', singletonSeconds: seconds }))
      .catch((error) => log.error({ err: error, job: name }, 'scheduling a recurring job failed'));

  const startRecurring = (name: string, seconds: number, data: object) => {
    void tick(name, seconds, data);
    const timer = setInterval(() => void tick(name, seconds, data), Math.max(1, Math.min(seconds, 60)) * 1000);
    timer.unref();
    timers.push(timer);
  };

  return {
    get started() {
      return started;
    },
    define(name, handler, definitionOptions = {}) {
      if (definitions.has(name)) throw new Error(`the job ${name} is already defined`);
      definitions.set(name, { handler: handler as JobHandler<object>, options: definitionOptions });
      if (started) void startWorkers(name).catch((error) => log.error({ err: error, job: name }, 'starting a worker failed'));
    },
    every(name, seconds, data = {}) {
      recurring.set(name, { seconds, data });
      if (started) startRecurring(name, seconds, data);
    },
    async enqueue(name, data = {}, enqueueOptions = {}) {
      await ensureQueue(name);
      const { startAfter, singletonKey, singletonSeconds, retryLimit } = enqueueOptions;
      const sendOptions: PgBoss.SendOptions = {};
      if (startAfter !== undefined)
        sendOptions.startAfter = typeof startAfter === 'number' ? Math.max(0, Math.round(startAfter)) : startAfter;
      if (singletonKey !== undefined) sendOptions.singletonKey = singletonKey;
      if (singletonSeconds !== undefined) sendOptions.singletonSeconds = singletonSeconds;
      if (retryLimit !== undefined) sendOptions.retryLimit = retryLimit;
      return boss.send(name, data, sendOptions);
    },
    async enqueueMany(name, items) {
      if (items.length === 0) return;
      await ensureQueue(name);
      await boss.insert(items.map((data) => ({ name, data })));
    },
    async start() {
      if (started) return;
      started = true;
      for (const name of definitions.keys()) await startWorkers(name);
      for (const [name, { seconds, data }] of recurring) startRecurring(name, seconds, data);
    },
    stop({ timeoutMs = 8_000 } = {}) {
      stopping ??= (async () => {
        for (const timer of timers) clearInterval(timer);
        started = false;
        wake();
        // running handlers get up to timeoutMs; what is still running then fails, and a failed attempt is retried by any process
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled([...loops]), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
        clearTimeout(timer);
        for (const [id, { name }] of [...active]) {
          active.delete(id);
          await settle(name, id, { ok: false, error: new Error('the process stopped before the job finished') });
        }
        await boss.stop({ graceful: false, close: false });
      })();
      return stopping;
    },
    async runPending(names = [...definitions.keys()]) {
      let count = 0;
      for (;;) {
        let ran = 0;
        for (const name of names) {
          await ensureQueue(name);
          const jobs = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
          for (const job of jobs ?? []) {
            ran += 1;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              await boss.fail(name, job.id, { message: String(error) });
            }
          }
        }
        count += ran;
        if (ran === 0) return count;
      }
    },
    async pendingCount(name) {
      await ensureQueue(name);
      return boss.getQueueSize(name, { before: 'completed' });
    },
  };
}
