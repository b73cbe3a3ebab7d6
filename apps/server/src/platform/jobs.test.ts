import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usesPostgres, waitFor } from '../../test/app.ts';
import type { Database } from './db/index.ts';
import { openJobQueue, type JobQueue, type JobQueueOptions } from './jobs.ts';

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fatal() {},
  trace() {},
  level: 'silent',
  silent() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

const fast: JobQueueOptions = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, retryDelaySeconds: 1 };

let database: Database & { url?: string };
const opened: JobQueue[] = [];
const open = async (options: JobQueueOptions = fast) => {
  const jobs = await openJobQueue({ sql: database.sql, log: quiet, options });
  opened.push(jobs);
  return jobs;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const jobs of opened) await jobs.stop({ timeoutMs: 1000 });
  await database?.close();
}, 30_000);

describe('job queue', () => {
  it('runs an enqueued job once although two workers poll, and retries a failing one with backoff', async () => {
    const a = await open();
    const b = await open();
    const runs: string[] = [];
    let failures = 0;
    for (const q of [a, b]) {
      q.define<{ n: number }>('test.once', async ({ n }) => {
        runs.push(`n${n}`);
      });
      q.define('test.flaky', async (_data, job) => {
        if (job.attempt < 3) {
          failures += 1;
          throw new Error(`attempt ${job.attempt} fails`);
        }
        runs.push(`flaky on attempt ${job.attempt}`);
      });
    }
    await a.start();
    await b.start();
    for (let n = 0; n < 6; n++) await a.enqueue('test.once', { n });
    const flaky = await b.enqueue('test.flaky');
    expect(flaky).toEqual(expect.any(String));
    await waitFor(async () => runs.length === 7, 20_000);
    expect(runs.filter((r) => r.startsWith('n')).sort()).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
    expect(runs).toContain('flaky on attempt 3');
    expect(failures).toBe(2);
    await a.stop({ timeoutMs: 1000 });
    await b.stop({ timeoutMs: 1000 });
  }, 40_000);

  it('runs a recurring job once per period across two workers', async () => {
    const a = await open();
    const b = await open();
    let count = 0;
    for (const q of [a, b]) {
      q.define('test.tick', async () => {
        count += 1;
      });
      q.every('test.tick', 2);
    }
    await a.start();
    await b.start();
    await new Promise((r) => setTimeout(r, 7000));
    await a.stop({ timeoutMs: 1000 });
    await b.stop({ timeoutMs: 1000 });
    // one job per 2-second slot however many processes schedule it: 7 s hold 3 or 4 slots (the first at start)
    const { rows } = await database.sql.executeSql(
      `select singleton_on, count(*)::int as n from pgboss.job where name = 'test.tick' group by singleton_on`,
      [],
    );
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(count).toBeLessThanOrEqual(rows.length);
    expect(count).toBeGreaterThanOrEqual(rows.length - 1);
  }, 30_000);

  it('hands a running job back when its worker stops, and another worker runs it again', async () => {
    const a = await open({ ...fast, expireInSeconds: 60 });
    const attempts: string[] = [];
    let release: (() => void) | undefined;
    a.define('test.long', async (_data, job) => {
      attempts.push(`a:${job.attempt}`);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await a.start();
    await a.enqueue('test.long');
    await waitFor(async () => attempts.length === 1, 10_000);
    // stop with a short grace: the job is still running, so it goes back to the queue as a failed attempt
    await a.stop({ timeoutMs: 1000 });
    release?.();
    const b = await open({ ...fast, expireInSeconds: 60 });
    b.define('test.long', async (_data, job) => {
      attempts.push(`b:${job.attempt}`);
    });
    await b.start();
    await waitFor(async () => attempts.length === 2, 15_000);
    expect(attempts).toEqual(['a:1', 'b:2']);
    await b.stop({ timeoutMs: 1000 });
  }, 40_000);

  it('does not start a second run of an exclusive job while one is running', async () => {
    const a = await open();
    const b = await open();
    let running = 0;
    let overlapped = false;
    let runs = 0;
    for (const q of [a, b]) {
      q.define(
        'test.exclusive',
        async () => {
          running += 1;
          runs += 1;
          if (running > 1) overlapped = true;
          await new Promise((r) => setTimeout(r, 1500));
          running -= 1;
        },
        { exclusive: true },
      );
    }
    await a.start();
    await b.start();
    await a.enqueue('test.exclusive');
    await b.enqueue('test.exclusive');
    await waitFor(async () => (await a.pendingCount('test.exclusive')) === 0, 15_000);
    expect(overlapped).toBe(false);
    expect(runs).toBeGreaterThanOrEqual(1);
    await a.stop({ timeoutMs: 2000 });
    await b.stop({ timeoutMs: 2000 });
  }, 30_000);
});

describe.skipIf(!usesPostgres)('a worker process killed mid-job', () => {
  it('runs the job again in another process once its lease expires', async () => {
    const url = database.url;
    expect(url).toBeTruthy();
    const mine = await open({ ...fast, expireInSeconds: 2 });
    const runs: number[] = [];
    mine.define('test.slow', async (_data, job) => {
      runs.push(job.attempt);
    });
    const id = await mine.enqueue('test.slow');
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../test/queue-worker.ts')], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(async () => output.includes(`started ${id} attempt 1`), 30_000);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // only now does this process work: the killed worker's job comes back after its 2-second lease
    await mine.start();
    await waitFor(async () => runs.length > 0, 20_000);
    expect(runs).toEqual([2]);
  }, 60_000);
});
