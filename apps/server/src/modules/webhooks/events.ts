import type { PipelineStep } from '../applications/service.ts';
import type { InterviewScheduled } from '../interviews/service.ts';
import type { JobStatusChange } from '../jobs/service.ts';
import type { Tx } from '../../platform/db/index.ts';
import { queueDeliveries, recordEvent, type WebhookDeps } from './delivery.ts';

/**
 * The events webhooks send, raised by the pipeline, the jobs' lifecycle and the interviews inside their transactions
 * (the composition root, `src/modules.ts`, passes these handlers in as their after-effects), so an event is stored
 * with the change, and its deliveries are queued after the request.
 */
export function createWebhookEvents(deps: WebhookDeps) {
  const queue = (deliveryIds: string[]) => queueDeliveries(deps, deliveryIds);
  return {
    async pipelineStep(tx: Tx, step: PipelineStep): Promise<void> {
      const ids = { applicationId: step.applicationId, jobId: step.jobId, candidateId: step.candidateId };
      const deliveries =
        step.from === null
          ? await recordEvent(tx, step.companyId, 'application.created', { ...ids, status: step.to })
          : await recordEvent(tx, step.companyId, 'application.status_changed', { ...ids, from: step.from, to: step.to, by: step.side });
      if (step.to === 'Hired') deliveries.push(...(await recordEvent(tx, step.companyId, 'candidate.hired', ids)));
      queue(deliveries);
    },

    /** Published: a draft (or a new job) opened, or a paused job resumed; closed: by its team, an administrator or its date. */
    async jobStatusChanged(tx: Tx, change: JobStatusChange): Promise<void> {
      const data = { jobId: change.jobId, from: change.from, to: change.to };
      if (change.to === 'open') queue(await recordEvent(tx, change.companyId, 'job.published', data));
      if (change.to === 'closed') queue(await recordEvent(tx, change.companyId, 'job.closed', data));
    },

    async interviewScheduled(tx: Tx, interview: InterviewScheduled): Promise<void> {
      const { companyId, startsAt, endsAt, ...ids } = interview;
      queue(
        await recordEvent(tx, companyId, 'interview.scheduled', { ...ids, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }),
      );
    },
  };
}
