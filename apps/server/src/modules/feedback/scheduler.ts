import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs.ts';

/** Every hour: the feedback sweeps (accepted applications → tasks, one reminder after 7 days). */
const FEEDBACK_SWEEP_INTERVAL_SECONDS = 60 * 60;

export type Sweep = { name: string; run: (now: Date) => Promise<number> };

/**
 * The feedback sweeps as recurring jobs of the queue: each runs once per hour across every process
 * (docs/background-jobs.md). The sweeps are plain functions, tested directly.
 */
export function defineFeedbackJobs(jobs: JobQueue, deps: { log: FastifyBaseLogger; sweeps: Sweep[] }): void {
  for (const sweep of deps.sweeps) {
    const name = `feedback.${sweep.name}`;
    jobs.define(
      name,
      async () => {
        const count = await sweep.run(new Date());
        if (count) deps.log.info({ sweep: sweep.name, count }, 'feedback sweep');
        return { count };
      },
      { retryLimit: 0, exclusive: true },
    );
    jobs.every(name, FEEDBACK_SWEEP_INTERVAL_SECONDS);
  }
}
