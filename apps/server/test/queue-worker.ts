/**
 * A worker process for the queue fault test (src/platform/jobs.test.ts): opens the job queue on DATABASE_URL,
 * runs `test.slow` jobs by printing "started <id>" and then hanging, so the test can kill it mid-job.
 */
import { openDatabase } from '../src/platform/db/index.ts';
import { openJobQueue } from '../src/platform/jobs.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const log = {
  info() {},
  warn() {},
  error: console.error,
  debug() {},
  fatal: console.error,
  trace() {},
  child: () => log,
  level: 'error',
  silent() {},
};
const jobs = await openJobQueue({
  sql: database.sql,
  log: log as never,
  options: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 2, retryDelaySeconds: 1 },
});
jobs.define('test.slow', async (_data, job) => {
  console.log(`started ${job.id} attempt ${job.attempt}`);
  await new Promise(() => undefined);
});
await jobs.start();
console.log('worker ready');
