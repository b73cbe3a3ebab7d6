import { jobFacts } from '../jobs/service.ts';
import { profileFacts } from '../candidate-profiles/service.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { todayUtc } from '@talentmatch/shared/jobs';
import {
  HIRING_MESSAGES,
  type Application,
  type BulkHiringResult,
  type HiringStatus,
  type HiringStepResult,
} from '@talentmatch/shared/hiring';
import type { AppContext } from '../../platform/context.ts';
import { userDirectory } from '../users/queries.ts';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { can as canCandidate } from '../candidate-profiles/policy.ts';
import { candidateVisibility } from '../candidate-profiles/service.ts';
import { effectiveStatus } from '../jobs/service.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import {
  addStepMessage,
  announceStep,
  fillJobOnHire,
  moveApplication,
  openApplication,
  type PipelineDeps,
  type StepOutcome,
  type Tx,
} from './pipeline.ts';
import { authorize } from './policy.ts';
import { applicationsById, getApplication } from './queries.ts';
import { applications } from './tables.ts';
import { discardAttachment, profileResumeBytes, recordAttachment, stageAttachment, type StagedAttachment } from '../messaging/service.ts';

export type { PipelineAfterEffects, PipelineStep } from './pipeline.ts';

/** Applying, inviting and moving applications (docs/applications-and-messaging.md). Every step goes through pipeline.ts. */

export type ApplicationDeps = PipelineDeps & Pick<AppContext, 'storage'>;

const PAIR_INDEX = 'applications_pair_idx';

/** The job, locked against a status change until the step commits; 404 when it does not exist. */
async function loadJob(tx: Tx, jobId: string) {
  const [job] = await tx
    .select({ id: jobFacts.id, companyId: jobFacts.companyId, status: jobFacts.status, closingDate: jobFacts.closingDate })
    .from(jobFacts)
    .where(eq(jobFacts.id, jobId))
    .for('share');
  if (!job) throw new NotFoundError(HIRING_MESSAGES.jobNotFound);
  return job;
}

/** Open and not past its closing date; a closed, paused, filled or draft job refuses. */
function requireOpen(job: Parameters<typeof effectiveStatus>[0]) {
  if (effectiveStatus(job, todayUtc()) !== 'open') throw new ConflictError(HIRING_MESSAGES.jobNotOpen);
}

async function existingPair(tx: Tx, jobId: string, candidateId: string) {
  const [row] = await tx
    .select({ origin: applications.origin })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)))
    .limit(1);
  return row ?? null;
}

/**
 * A copy of the profile resume as a message attachment: the profile's resume may be replaced or
 * deleted later, the application keeps what was sent. `stored` collects the staged bytes so the
 * caller removes them if the transaction fails.
 */
async function copyResume(deps: ApplicationDeps, tx: Tx, candidateId: string, stored: StagedAttachment[]) {
  const bytes = await profileResumeBytes({ db: tx, storage: deps.storage }, candidateId);
  if (!bytes) throw new BadRequestError(HIRING_MESSAGES.noResume, { attachResume: [HIRING_MESSAGES.noResume] });
  const staged = await stageAttachment(deps.storage, bytes);
  stored.push(staged);
  await recordAttachment(tx, staged);
  return { fileId: staged.fileId, fileName: staged.fileName };
}

/**
 * POST api/application/{jobId}: the candidate applies to an open job. The application message comes
 * from the CandidateApplying template; the candidate's own words (and the resume copy) follow as a
 * second message.
 */
export async function applyToJob(
  deps: ApplicationDeps,
  viewer: Actor,
  jobId: string,
  input: { message: string; attachResume: boolean },
): Promise<Application> {
  const stored: StagedAttachment[] = [];
  let outcome: StepOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const job = await loadJob(tx, jobId);
      requireOpen(job);
      const [profile] = await tx
        .select({ fileId: profileFacts.resumeFileId, fileName: profileFacts.resumeFileName })
        .from(profileFacts)
        .where(eq(profileFacts.userId, viewer.userId))
        .limit(1);
      if (!profile) throw new BadRequestError(HIRING_MESSAGES.noProfile);
      const existing = await existingPair(tx, jobId, viewer.userId);
      if (existing)
        throw new ConflictError(existing.origin === 'invitation' ? HIRING_MESSAGES.alreadyInvited : HIRING_MESSAGES.alreadyApplied);
      const attachment = input.attachResume ? await copyResume(deps, tx, viewer.userId, stored) : null;
      const step = await openApplication(deps, tx, {
        jobId,
        companyId: job.companyId,
        candidateId: viewer.userId,
        actor: { userId: viewer.userId, side: 'candidate' },
        resumeAttached: attachment !== null,
      });
      return input.message || attachment ? addStepMessage(tx, step, { senderId: viewer.userId, body: input.message, attachment }) : step;
    });
  } catch (error) {
    for (const staged of stored) await discardAttachment(deps.storage, staged);
    // two applications at the same moment: the unique index lets one through
    if (isUniqueViolation(error, PAIR_INDEX)) throw new ConflictError(HIRING_MESSAGES.alreadyApplied);
    throw error;
  }
  announceStep(deps, outcome);
  return getApplication(deps.db, viewer, outcome.applicationId);
}

/** A candidate account the employer may see (visible profile); 404 otherwise, so hidden candidates stay unknown. */
async function requireVisibleCandidate(tx: Tx, viewer: Actor, candidateId: string) {
  const [user] = await tx
    .select({ roles: userDirectory.roles })
    .from(userDirectory)
    .where(and(eq(userDirectory.id, candidateId), isNull(userDirectory.deletedAt)))
    .limit(1);
  const visibility = user?.roles.includes('Candidate') ? await candidateVisibility(tx, candidateId) : null;
  if (!canCandidate(viewer, 'view', visibility)) throw new NotFoundError(HIRING_MESSAGES.candidateNotFound);
}

/** POST api/applications/invitations: an employer invites a visible candidate to one of the company's open jobs. */
export async function inviteCandidate(
  deps: ApplicationDeps,
  viewer: Actor,
  input: { jobId: string; candidateId: string; message: string },
): Promise<Application> {
  let outcome: StepOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const job = await loadJob(tx, input.jobId);
      authorize(viewer, 'manageJob', job);
      requireOpen(job);
      await requireVisibleCandidate(tx, viewer, input.candidateId);
      if (await existingPair(tx, input.jobId, input.candidateId)) throw new ConflictError(HIRING_MESSAGES.alreadyInPipeline);
      const step = await openApplication(deps, tx, {
        jobId: input.jobId,
        companyId: job.companyId,
        candidateId: input.candidateId,
        actor: { userId: viewer.userId, side: 'employer' },
      });
      return input.message ? addStepMessage(tx, step, { senderId: viewer.userId, body: input.message, attachment: null }) : step;
    });
  } catch (error) {
    if (isUniqueViolation(error, PAIR_INDEX)) throw new ConflictError(HIRING_MESSAGES.alreadyInPipeline);
    throw error;
  }
  announceStep(deps, outcome);
  return getApplication(deps.db, viewer, outcome.applicationId);
}

async function move(
  deps: ApplicationDeps,
  viewer: Actor,
  applicationId: string,
  to: HiringStatus,
  options: { rejectRemaining?: boolean } = {},
): Promise<{ jobFilled: boolean; remainingRejected: number }> {
  const { outcome, fill } = await deps.db.transaction(async (tx) => {
    const step = await moveApplication(deps, tx, { applicationId, to, viewer });
    const filled =
      to === 'Hired' ? await fillJobOnHire(deps, tx, step, { viewer, rejectRemaining: options.rejectRemaining ?? false }) : null;
    return { outcome: step, fill: filled };
  });
  announceStep(deps, outcome);
  for (const rejected of fill?.rejected ?? []) announceStep(deps, rejected);
  return { jobFilled: fill?.jobFilled ?? false, remainingRejected: fill?.rejected.length ?? 0 };
}

/**
 * An interview time was picked: the application moves to its interview stage through the pipeline's own steps
 * (messages and mails): Applied → ApplicationAccepted as the employer who proposed it, Invited → InvitationAccepted
 * as the candidate. Any later status stays (docs/applications-and-messaging.md, "Interviews").
 */
export async function moveToInterviewStage(
  deps: ApplicationDeps,
  input: { applicationId: string; employer: Actor | null; candidate: Actor },
): Promise<void> {
  const [row] = await deps.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, input.applicationId))
    .limit(1);
  if (row?.status === 'Applied' && input.employer) await move(deps, input.employer, input.applicationId, 'ApplicationAccepted');
  if (row?.status === 'Invited') await move(deps, input.candidate, input.applicationId, 'InvitationAccepted');
}

/**
 * POST api/applications/{id}/status: the side is the caller's role; 409 for a move the table refuses.
 * A hire that reaches the job's positions fills the job (and may reject the others in the same step).
 */
export async function changeHiringStatus(
  deps: ApplicationDeps,
  viewer: Actor,
  applicationId: string,
  to: HiringStatus,
  options: { rejectRemaining?: boolean } = {},
): Promise<HiringStepResult> {
  const effect = await move(deps, viewer, applicationId, to, options);
  return { ...(await getApplication(deps.db, viewer, applicationId)), ...effect };
}

/**
 * POST api/applications/bulk-status: each application is moved on its own (its own transaction), so
 * one refused row leaves the others alone. Another company's application reads as not found.
 */
export async function bulkChangeHiringStatus(
  deps: ApplicationDeps,
  viewer: Actor,
  input: { applicationIds: string[]; status: HiringStatus },
): Promise<BulkHiringResult> {
  const updated: string[] = [];
  const refused: BulkHiringResult['refused'] = [];
  for (const applicationId of new Set(input.applicationIds)) {
    try {
      await move(deps, viewer, applicationId, input.status);
      updated.push(applicationId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ applicationId, message: error.detail });
    }
  }
  return { updated: await applicationsById(deps.db, viewer, updated), refused };
}

/** The application's answer shape, for the modules that show applications too (administration). */
export { applicationAnswer } from './schema.ts';
