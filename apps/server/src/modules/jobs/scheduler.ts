import type { FastifyBaseLogger } from 'fastify';
import { todayUtc } from '@talentmatch/shared/jobs';
import type { JobQueue } from '../../platform/jobs.ts';
import { closeDueJobs, type JobDeps } from './service.ts';

/** How often the stored status catches up with closing dates; readers never wait for it (see effectiveStatusSql). */
const JOB_CHECK_INTERVAL_SECONDS = 10 * 60;
const CLOSE_DUE_JOBS_JOB = 'jobs.close-due';

/**
 * Jobs past their closing date get the stored status closed, each change announced like any other (job.closed): a
 * recurring job, once across every process.
 */
export function defineJobLifecycleJobs(jobs: JobQueue, deps: Pick<JobDeps, 'db' | 'afterStatusChange'> & { log: FastifyBaseLogger }): void {
  jobs.define(
    CLOSE_DUE_JOBS_JOB,
    async () => {
      const closed = await closeDueJobs(deps, todayUtc());
      if (closed.length) deps.log.info({ closed: closed.length }, 'jobs past their closing date closed');
      return { closed: closed.length };
    },
    { retryLimit: 2, retryDelaySeconds: 60, exclusive: true },
  );
  jobs.every(CLOSE_DUE_JOBS_JOB, JOB_CHECK_INTERVAL_SECONDS);
}
