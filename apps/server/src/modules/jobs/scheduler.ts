import type { FastifyBaseLogger } from 'fastify';
import { todayUtc } from '@talentmatch/shared/jobs';
import type { Db } from '../../platform/db/index.ts';
import { closeDueJobs } from './service.ts';

/** How often the stored status catches up with closing dates; readers never wait for it (see effectiveStatusSql). */
export const JOB_CHECK_INTERVAL_MS = 10 * 60_000;

/** The in-process scheduler started by main.ts: one pass now, then every `intervalMs`; stopped by app.close(). */
export function createJobScheduler(deps: { db: Db; log: FastifyBaseLogger }, intervalMs = JOB_CHECK_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const runOnce = (today: string = todayUtc()) => closeDueJobs(deps.db, today);
  const tick = () => {
    if (running) return;
    running = runOnce()
      .then((closed) => {
        if (closed.length) deps.log.info({ closed: closed.length }, 'jobs past their closing date closed');
      })
      .catch((error) => deps.log.error({ err: error }, 'closing due jobs failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    runOnce,
  };
}
export type JobScheduler = ReturnType<typeof createJobScheduler>;
