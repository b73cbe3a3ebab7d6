import { jobFacts } from '../jobs/service.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { required } from '@talentmatch/shared/required';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  findTransition,
  HIRING_MESSAGES,
  IN_PROGRESS_STATUSES,
  refusedHiringMessage,
  type HiringActor,
  type HiringStatus,
  type HiringTransition,
  type MessageTemplateType,
  type TemplateValues,
} from '@talentmatch/shared/hiring';
import type { AppContext } from '../../platform/context.ts';
import { companyDirectory } from '../companies/queries.ts';
import { userDirectory, userDirectoryAs } from '../users/queries.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { markJobFilled } from '../jobs/service.ts';
import { openFeedbackTask } from '../feedback/index.ts';
import { renderMessageTemplate } from '../message-templates/service.ts';
import { notify } from '../notifications/service.ts';
import { announceMessage, conversationAudience, ensureConversation, insertMessage, type Tx } from '../messaging/service.ts';
import type { MessageRow } from '../messaging/tables.ts';
import { hiringStepEmail } from './emails.ts';
import { can, hiringSide } from './policy.ts';
import { applicationEvents, applications } from './tables.ts';

/**
 * The hiring pipeline's one way of changing an application: check the move against the shared
 * transition table, then, in the caller's transaction, store the status, the history entry and the
 * templated message in the job's conversation. After the commit, `announceStep` tells everyone in the
 * conversation (live events) and mails the other side.
 */

export type { Tx };

/** What follows every step in other modules (webhooks), inside the step's transaction. */
export interface PipelineAfterEffects {
  afterStep: (tx: Tx, step: PipelineStep) => Promise<void>;
}

/** What the pipeline needs: the after-commit notices' parts and the after-effects. */
export type PipelineDeps = Pick<AppContext, 'db' | 'events' | 'mailer' | 'background'> & {
  config: Pick<AppContext['config'], 'publicUrl'>;
} & PipelineAfterEffects;

/** Who makes a move, on which side. */
export interface StepActor {
  userId: string;
  side: HiringActor;
}

/** The allowed move from → to for the side, or the 409 that refuses it. */
export function requireTransition(from: HiringStatus, to: HiringStatus, side: HiringActor): HiringTransition {
  const transition = findTransition(from, to, side);
  if (!transition) throw new ConflictError(refusedHiringMessage(from, to));
  return transition;
}

/** A step as the modules that follow the pipeline see it (webhooks), inside the step's transaction. */
export interface PipelineStep {
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string;
  from: HiringStatus | null;
  to: HiringStatus;
  side: HiringActor;
}

/** What a committed step announces. */
export interface StepOutcome {
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string;
  conversationId: string;
  status: HiringStatus;
  side: HiringActor;
  /** posted in the conversation (the templated one first) */
  messages: MessageRow[];
  /** the rendered template for the other side's mail; null when the move posts none (Hired) */
  mail: { subject: string; body: string } | null;
}

interface PipelineRow {
  id: string;
  jobId: string;
  companyId: string;
  candidateId: string;
  conversationId: string;
}

const creator = userDirectoryAs('job_creator');
const candidate = userDirectoryAs('candidate_user');
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * The placeholder values. `employerName` is the employer who acted; for a candidate's move, the
 * employer who posted the job while they are still on the company's team, else "the hiring team".
 */
async function templateValues(tx: Tx, row: PipelineRow, actor: StepActor): Promise<TemplateValues> {
  const [facts] = await tx
    .select({
      jobTitle: jobFacts.title,
      companyName: companyDirectory.name,
      candidateFirst: candidate.firstName,
      candidateLast: candidate.lastName,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
    })
    .from(jobFacts)
    .innerJoin(companyDirectory, eq(companyDirectory.id, jobFacts.companyId))
    .innerJoin(candidate, eq(candidate.id, row.candidateId))
    .leftJoin(creator, and(eq(creator.id, jobFacts.createdBy), eq(creator.companyId, jobFacts.companyId), isNull(creator.deletedAt)))
    .where(eq(jobFacts.id, row.jobId))
    .limit(1);
  let employerName = facts.creatorFirst !== null ? fullName(facts.creatorFirst, facts.creatorLast ?? '') : '';
  if (actor.side === 'employer') {
    const [me] = await tx
      .select({ firstName: userDirectory.firstName, lastName: userDirectory.lastName })
      .from(userDirectory)
      .where(eq(userDirectory.id, actor.userId))
      .limit(1);
    employerName = me ? fullName(me.firstName, me.lastName) : '';
  }
  return {
    candidateFirstName: facts.candidateFirst,
    candidateName: fullName(facts.candidateFirst, facts.candidateLast),
    jobTitle: facts.jobTitle,
    companyName: facts.companyName,
    employerName: employerName || 'the hiring team',
  };
}

/** The history entry and, when the move has one, the templated message sent by the actor. */
async function recordStep(
  effects: PipelineAfterEffects,
  tx: Tx,
  row: PipelineRow,
  step: { from: HiringStatus | null; to: HiringStatus; template: MessageTemplateType | null; actor: StepActor },
): Promise<StepOutcome> {
  const { actor } = step;
  await tx
    .insert(applicationEvents)
    .values({ applicationId: row.id, fromStatus: step.from, toStatus: step.to, actorId: actor.userId, actorSide: actor.side });
  const outcome: StepOutcome = {
    applicationId: row.id,
    jobId: row.jobId,
    companyId: row.companyId,
    candidateId: row.candidateId,
    conversationId: row.conversationId,
    status: step.to,
    side: actor.side,
    messages: [],
    mail: null,
  };
  await effects.afterStep(tx, {
    applicationId: row.id,
    jobId: row.jobId,
    companyId: row.companyId,
    candidateId: row.candidateId,
    from: step.from,
    to: step.to,
    side: actor.side,
  });
  if (!step.template) return outcome;
  const rendered = await renderMessageTemplate(tx, step.template, await templateValues(tx, row, actor));
  const message = await insertMessage(tx, {
    conversationId: row.conversationId,
    senderId: actor.userId,
    senderSide: actor.side,
    body: rendered.body,
    templateType: step.template,
  });
  return { ...outcome, messages: [message], mail: rendered };
}

/**
 * The first step of a pair (apply: Applied by the candidate; invite: Invited by an employer): the
 * row, the job's conversation, the history entry and the templated message. The caller has checked
 * the job and the candidate; a second row for the pair fails on the unique index.
 */
export async function openApplication(
  effects: PipelineAfterEffects,
  tx: Tx,
  input: { jobId: string; companyId: string; candidateId: string; actor: StepActor; resumeAttached?: boolean },
): Promise<StepOutcome> {
  const to: HiringStatus = input.actor.side === 'candidate' ? 'Applied' : 'Invited';
  const transition = required(findTransition(null, to, input.actor.side));
  const conversation = await ensureConversation(tx, { candidateId: input.candidateId, companyId: input.companyId, jobId: input.jobId });
  const [row] = await tx
    .insert(applications)
    .values({
      jobId: input.jobId,
      candidateId: input.candidateId,
      status: to,
      origin: to === 'Applied' ? 'application' : 'invitation',
      conversationId: conversation.id,
      resumeAttached: input.resumeAttached ?? false,
    })
    .returning();
  return recordStep(
    effects,
    tx,
    { ...row, companyId: input.companyId },
    { from: null, to, template: transition.template, actor: input.actor },
  );
}

/**
 * Every later move: the application locked, the viewer's right to move it (404 otherwise, so another
 * company's application stays invisible), the transition table for the viewer's side (409 otherwise).
 */
export async function moveApplication(
  effects: PipelineAfterEffects,
  tx: Tx,
  input: { applicationId: string; to: HiringStatus; viewer: Actor },
): Promise<StepOutcome> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, input.applicationId)).for('update');
  const [job] = row
    ? await tx.select({ companyId: jobFacts.companyId, title: jobFacts.title }).from(jobFacts).where(eq(jobFacts.id, row.jobId)).limit(1)
    : [];
  const side = hiringSide(input.viewer);
  if (!row || !job || !side || !can(input.viewer, 'move', { candidateId: row.candidateId, companyId: job.companyId })) {
    throw new NotFoundError(HIRING_MESSAGES.applicationNotFound);
  }
  const [person] = await tx
    .select({ deletedAt: userDirectory.deletedAt })
    .from(userDirectory)
    .where(eq(userDirectory.id, row.candidateId))
    .limit(1);
  if (person?.deletedAt) throw new ConflictError(HIRING_MESSAGES.candidateDeleted);
  const transition = requireTransition(row.status, input.to, side);
  await tx.update(applications).set({ status: input.to, updatedAt: sql`now()` }).where(eq(applications.id, row.id));
  if (input.to === 'Hired') {
    // a hire opens the pending feedback task of the job's hiring team (same transaction)
    await openFeedbackTask(tx, {
      applicationId: row.id,
      jobId: row.jobId,
      jobTitle: job.title,
      companyId: job.companyId,
      candidateId: row.candidateId,
      reason: 'hired',
    });
  }
  return recordStep(
    effects,
    tx,
    { ...row, companyId: job.companyId },
    { from: row.status, to: input.to, template: transition.template, actor: { userId: input.viewer.userId, side } },
  );
}

/**
 * After a hire (same transaction): when the job's hires reach its positions the job becomes filled and,
 * if the employer chose so, every candidate still in progress whom the employer may reject gets the
 * rejection step with its template. Invitations not yet answered stay as they are.
 */
export async function fillJobOnHire(
  effects: PipelineAfterEffects,
  tx: Tx,
  hire: StepOutcome,
  input: { viewer: Actor; rejectRemaining: boolean },
): Promise<{ jobFilled: boolean; rejected: StepOutcome[] }> {
  const [job] = await tx.select({ positions: jobFacts.positions }).from(jobFacts).where(eq(jobFacts.id, hire.jobId)).limit(1);
  const [{ hires }] = await tx
    .select({ hires: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.jobId, hire.jobId), eq(applications.status, 'Hired')));
  if (!job || hires < job.positions) return { jobFilled: false, rejected: [] };
  const jobFilled = await markJobFilled(tx, hire.jobId);
  if (!jobFilled || !input.rejectRemaining) return { jobFilled, rejected: [] };
  const remaining = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, hire.jobId), inArray(applications.status, [...IN_PROGRESS_STATUSES])));
  const rejected: StepOutcome[] = [];
  for (const row of remaining) {
    if (!findTransition(row.status, 'ApplicationRejected', 'employer')) continue;
    rejected.push(await moveApplication(effects, tx, { applicationId: row.id, to: 'ApplicationRejected', viewer: input.viewer }));
  }
  return { jobFilled, rejected };
}

/** Posts one more message of the actor in the step's conversation (a cover note, an invitation's own words). */
export async function addStepMessage(
  tx: Tx,
  outcome: StepOutcome,
  input: { senderId: string; body: string; attachment: { fileId: string; fileName: string } | null },
): Promise<StepOutcome> {
  const message = await insertMessage(tx, {
    conversationId: outcome.conversationId,
    senderId: input.senderId,
    senderSide: outcome.side,
    body: input.body,
    attachment: input.attachment,
  });
  return { ...outcome, messages: [...outcome.messages, message] };
}

/**
 * After the commit, off the request path (a committed move must not answer 500 because a notice
 * failed): the new messages and the status change go live to everyone in the conversation, and the
 * other side gets the template by mail and in the notification centre: a candidate's step reaches every employer of
 * the company, an employer's step the candidate.
 */
export function announceStep(deps: PipelineDeps, outcome: StepOutcome): void {
  deps.background.run(async () => {
    for (const message of outcome.messages) await announceMessage(deps, message);
    const audience = await conversationAudience(deps.db, outcome.conversationId);
    await deps.events.publish(audience, {
      type: 'hiring',
      applicationId: outcome.applicationId,
      jobId: outcome.jobId,
      status: outcome.status,
    });
  });
  if (outcome.mail) {
    const mail = outcome.mail;
    deps.background.run(() => mailOtherSide(deps, outcome, mail));
  }
}

async function mailOtherSide(deps: PipelineDeps, outcome: StepOutcome, mail: { subject: string; body: string }) {
  const recipients =
    outcome.side === 'candidate'
      ? await deps.db
          .select({ id: userDirectory.id, email: userDirectory.email })
          .from(userDirectory)
          .where(
            and(
              eq(userDirectory.companyId, outcome.companyId),
              sql`'Employer' = any(${userDirectory.roles})`,
              isNull(userDirectory.deletedAt),
            ),
          )
      : await deps.db
          .select({ id: userDirectory.id, email: userDirectory.email })
          .from(userDirectory)
          .where(and(eq(userDirectory.id, outcome.candidateId), isNull(userDirectory.deletedAt)));
  if (recipients.length === 0) return;
  const area = outcome.side === 'candidate' ? 'employer' : 'candidate';
  const conversationUrl = `${deps.config.publicUrl}/${area}/messages?c=${outcome.conversationId}`;
  for (const { id, email } of recipients) {
    // the notification centre gets every step, whatever the recipient's mail settings
    await notify(deps, id, { kind: 'application', title: mail.subject, link: `/${area}/messages?c=${outcome.conversationId}` });
    const message = await hiringStepEmail(deps.db, { to: email, userId: id, subject: mail.subject, body: mail.body, conversationUrl });
    if (message) await deps.mailer.send(message);
  }
}
