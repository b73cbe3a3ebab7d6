import { required } from '@talentmatch/shared/required';
import { onPipelineStep } from '../applications/service.ts';
import { onInterviewScheduled } from '../interviews/service.ts';
import { onJobStatusChanged } from '../jobs/service.ts';
import { queueDeliveries, recordEvent, type WebhookDeps } from './delivery.ts';

/**
 * The one place where events for webhooks are raised: the pipeline, the jobs' lifecycle and the interviews call these
 * inside their transactions (their `on…` registries, as `onCompanyRenamed` is for jobs), so an event is stored with the
 * change, and its deliveries are queued after the request.
 */
let current: WebhookDeps | null = null;

export function raiseWebhookEvents(app: WebhookDeps): void {
  // registered once per process (a test file may build two apps): the handlers queue through the latest app
  const registered = current !== null;
  current = app;
  if (registered) return;
  const queue = (deliveryIds: string[]) => queueDeliveries(required(current), deliveryIds);
  onPipelineStep(async (tx, step) => {
    const ids = { applicationId: step.applicationId, jobId: step.jobId, candidateId: step.candidateId };
    const deliveries =
      step.from === null
        ? await recordEvent(tx, step.companyId, 'application.created', { ...ids, status: step.to })
        : await recordEvent(tx, step.companyId, 'application.status_changed', { ...ids, from: step.from, to: step.to, by: step.side });
    if (step.to === 'Hired') deliveries.push(...(await recordEvent(tx, step.companyId, 'candidate.hired', ids)));
    queue(deliveries);
  });
  onJobStatusChanged(async (tx, change) => {
    const data = { jobId: change.jobId, from: change.from, to: change.to };
    if (change.to === 'open' && (change.from === null || change.from === 'draft'))
      queue(await recordEvent(tx, change.companyId, 'job.published', data));
    if (change.to === 'closed') queue(await recordEvent(tx, change.companyId, 'job.closed', data));
  });
  onInterviewScheduled(async (tx, interview) => {
    const { companyId, startsAt, endsAt, ...ids } = interview;
    queue(
      await recordEvent(tx, companyId, 'interview.scheduled', { ...ids, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }),
    );
  });
}
