import { escapeLike } from '../../platform/db/like.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_REMINDER_DAYS,
  type AdminCandidateFeedback,
  type CandidateFeedbackView,
  type Feedback,
  type FeedbackList,
  type FeedbackRatings,
  type FeedbackSummary,
} from '@talentmatch/shared/feedback';
import type { AdminFeedbackQuery, FeedbackBody } from '@talentmatch/shared/feedback-requests';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { personColumns, userDirectory, userDirectoryAs } from '../users/queries.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { CandidateProfiles } from '../candidate-profiles/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { sendSystemEmail } from '../email-templates/service.ts';
import { notify } from '../notifications/service.ts';
import { feedbackReminderEmail } from './emails.ts';
import { authorize, can, canReview, canSubmit } from './policy.ts';
import { feedback, type FeedbackRow } from './tables.ts';

const candidate = userDirectoryAs('feedback_candidate');
const submitter = userDirectoryAs('feedback_submitter');
const DAY_MS = 86_400_000;

const columns = {
  row: feedback,
  candidate: { id: candidate.id, firstName: candidate.firstName, lastName: candidate.lastName },
  companyName: companyDirectory.name,
  submitter: { id: submitter.id, firstName: submitter.firstName, lastName: submitter.lastName },
};

type Joined = { row: FeedbackRow; candidate: Feedback['candidate']; companyName: string; submitter: Feedback['submittedBy'] | null };

function ratingsOf(row: FeedbackRow): FeedbackRatings | null {
  if (row.status === 'pending' || row.overall === null) return null;
  return {
    overall: row.overall,
    skillsAsClaimed: row.skillsAsClaimed ?? 0,
    communication: row.communication ?? 0,
    professionalism: row.professionalism ?? 0,
    reliability: row.reliability ?? 0,
    wouldHireAgain: row.wouldHireAgain ?? false,
    comment: row.comment ?? '',
  };
}

function present(j: Joined): Feedback {
  const r = j.row;
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    candidate: j.candidate,
    job: { id: r.jobId, title: r.jobTitle },
    company: { id: r.companyId, name: j.companyName },
    interviewId: r.interviewId,
    interviewerId: r.interviewerId,
    ratings: ratingsOf(r),
    submittedBy: j.submitter?.id ? j.submitter : null,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    rejectionReason: r.status === 'rejected' ? r.rejectionReason : null,
    createdAt: r.createdAt.toISOString(),
  };
}

function joined(db: Pick<Db, 'select'>) {
  return db
    .select(columns)
    .from(feedback)
    .innerJoin(candidate, eq(candidate.id, feedback.candidateId))
    .innerJoin(companyDirectory, eq(companyDirectory.id, feedback.companyId))
    .leftJoin(submitter, eq(submitter.id, feedback.submittedBy));
}

async function listWhere(db: Db, where: SQL | undefined, page: { page: number; pageSize: number }, order: SQL[]): Promise<FeedbackList> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(feedback)
    .innerJoin(candidate, eq(candidate.id, feedback.candidateId))
    .innerJoin(companyDirectory, eq(companyDirectory.id, feedback.companyId))
    .where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { items: rows.map(present), totalRecords: total };
}

/** 404 when missing. */
async function requireRow(db: Pick<Db, 'select'>, id: string): Promise<Joined> {
  const [row] = await joined(db).where(eq(feedback.id, id)).limit(1);
  if (!row) throw new NotFoundError(FEEDBACK_MESSAGES.notFound);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Employers

const GIVEN = ['submitted', 'approved', 'rejected'] as const;

/** A hire's task is the whole team's; an interview's task is its interviewer's alone. */
const mineOrTeams = (viewer: Actor) => or(isNull(feedback.interviewerId), eq(feedback.interviewerId, viewer.userId)) as SQL;

/** `GET api/feedback`: the company's pending tasks (rejected ones need an edit too) and the feedback given. */
export async function listCompanyFeedback(
  db: Db,
  viewer: Actor,
  query: { view: 'pending' | 'given' | 'all'; page: number; pageSize: number },
): Promise<FeedbackList> {
  if (!viewer.companyId) return { items: [], totalRecords: 0 };
  const where: SQL[] = [eq(feedback.companyId, viewer.companyId)];
  if (query.view === 'pending') where.push(eq(feedback.status, 'pending'), mineOrTeams(viewer));
  if (query.view === 'given') where.push(inArray(feedback.status, [...GIVEN]));
  return listWhere(db, and(...where), query, [desc(feedback.createdAt), desc(feedback.id)]);
}

/** The number the dashboard and the Feedback menu show: tasks waiting for feedback, and rejected ones to edit. */
export async function pendingFeedbackCount(db: Db, viewer: Actor): Promise<number> {
  if (!viewer.companyId) return 0;
  const [{ n }] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.companyId, viewer.companyId), inArray(feedback.status, ['pending', 'rejected']), mineOrTeams(viewer)));
  return n;
}

/**
 * The task for a candidate and job. Another company's task answers 403; none at all 404 (no hire or
 * accepted application to give feedback on).
 */
async function requireTask(
  db: Pick<Db, 'select'>,
  viewer: Actor,
  candidateId: string,
  jobId: string,
  interviewId?: string,
): Promise<Joined> {
  const which = interviewId
    ? and(eq(feedback.interviewId, interviewId), or(eq(feedback.interviewerId, viewer.userId), isNull(feedback.interviewerId)))
    : isNull(feedback.interviewId);
  const [row] = await joined(db)
    .where(and(eq(feedback.candidateId, candidateId), eq(feedback.jobId, jobId), which))
    .orderBy(sql`${feedback.interviewerId} = ${viewer.userId} desc`)
    .limit(1);
  if (!row && interviewId) {
    // another interviewer's task of the viewer's company, or nothing
    const [other] = await joined(db)
      .where(and(eq(feedback.interviewId, interviewId), eq(feedback.candidateId, candidateId), eq(feedback.jobId, jobId)))
      .limit(1);
    if (other && can(viewer, 'give', other.row)) throw new ForbiddenError(FEEDBACK_MESSAGES.otherInterviewer);
  }
  if (!row) throw new NotFoundError(FEEDBACK_MESSAGES.noTask);
  authorize(viewer, 'give', row.row);
  return row;
}

/** `GET api/feedback/task?candidateId=&jobId=`: what the create page shows (and pre-fills after a rejection). */
export async function getFeedbackTask(db: Db, viewer: Actor, candidateId: string, jobId: string, interviewId?: string): Promise<Feedback> {
  return present(await requireTask(db, viewer, candidateId, jobId, interviewId));
}

/** `GET api/feedback/{id}`: the company's employers and administrators. */
export async function getFeedback(db: Db, viewer: Actor, id: string): Promise<Feedback> {
  const row = await requireRow(db, id);
  if (!can(viewer, 'read', row.row)) throw new NotFoundError(FEEDBACK_MESSAGES.notFound);
  return present(row);
}

/**
 * `POST api/feedback`: gives the feedback of a pending task, or resubmits a rejected one after an edit;
 * it then waits for an administrator's review. 409 once given (one feedback per hire).
 */
export async function submitFeedback(db: Db, viewer: Actor, body: FeedbackBody): Promise<Feedback> {
  const id = await db.transaction(async (tx) => {
    const task = await requireTask(tx, viewer, body.candidateId, body.jobId, body.interviewId);
    const [locked] = await tx.select().from(feedback).where(eq(feedback.id, task.row.id)).for('update');
    if (!locked || !canSubmit(locked)) throw new ConflictError(FEEDBACK_MESSAGES.alreadyGiven);
    await tx
      .update(feedback)
      .set({
        status: 'submitted',
        overall: body.overall,
        skillsAsClaimed: body.skillsAsClaimed,
        communication: body.communication,
        professionalism: body.professionalism,
        reliability: body.reliability,
        wouldHireAgain: body.wouldHireAgain,
        comment: body.comment,
        submittedBy: viewer.userId,
        submittedAt: new Date(),
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(feedback.id, locked.id));
    return locked.id;
  });
  return present(await requireRow(db, id));
}

// ---------------------------------------------------------------------------------------------
// Administrators

/** `GET api/admin/feedback`: every feedback with filters (status, company, candidate, rating, date). */
/** Submitted feedback waiting for an administrator (the admin dashboard's figure). */
export async function countFeedbackAwaitingReview(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(feedback).where(eq(feedback.status, 'submitted'));
  return row?.n ?? 0;
}

export async function listAllFeedback(db: Db, query: AdminFeedbackQuery): Promise<FeedbackList> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(feedback.status, query.status));
  if (query.companyId) where.push(eq(feedback.companyId, query.companyId));
  if (query.candidateId) where.push(eq(feedback.candidateId, query.candidateId));
  if (query.rating) where.push(eq(feedback.overall, query.rating));
  // the date is the submission's (a task's creation while nothing was given)
  const when = sql`coalesce(${feedback.submittedAt}, ${feedback.createdAt})`;
  if (query.from) where.push(gte(when, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(when, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    const term = or(
      ilike(sql`${candidate.firstName} || ' ' || ${candidate.lastName}`, like),
      ilike(companyDirectory.name, like),
      ilike(feedback.jobTitle, like),
    );
    if (term) where.push(term);
  }
  const order = query.status === 'submitted' ? [sql`${feedback.submittedAt} asc`, desc(feedback.id)] : [desc(when), desc(feedback.id)];
  return listWhere(db, where.length ? and(...where) : undefined, query, order);
}

/** An approval recomputes the candidate's score (candidate-profiles imports none of feedback). */
export interface FeedbackScoreDeps {
  profiles: Pick<CandidateProfiles, 'afterProfileChange'>;
}

type ApproveDeps = Pick<AppContext, 'db' | 'mailer' | 'events' | 'background'> & {
  config: Pick<AppContext['config'], 'publicUrl'>;
} & FeedbackScoreDeps;

/** After an approval: the employer who wrote the feedback hears of it by mail and in the notification centre. */
async function noticeFeedbackApproved(deps: ApproveDeps, row: FeedbackRow): Promise<void> {
  if (!row.submittedBy) return;
  const people = await deps.db
    .select({ id: userDirectory.id, email: userDirectory.email, firstName: userDirectory.firstName, lastName: userDirectory.lastName })
    .from(userDirectory)
    .where(and(inArray(userDirectory.id, [row.submittedBy, row.candidateId]), isNull(userDirectory.deletedAt)));
  const author = people.find((p) => p.id === row.submittedBy);
  const person = people.find((p) => p.id === row.candidateId);
  if (!author) return;
  const candidateName = person ? `${person.firstName} ${person.lastName}`.trim() : 'your hire';
  await sendSystemEmail(
    deps,
    'feedback-approved',
    { email: author.email, userId: author.id },
    { firstName: author.firstName, candidateName, jobTitle: row.jobTitle, feedbackUrl: `${deps.config.publicUrl}/employer/feedback` },
  );
  await notify(deps, author.id, {
    kind: 'feedback',
    title: `Your feedback on ${candidateName} for ${row.jobTitle} was approved.`,
    link: '/employer/feedback',
  });
}

/** Approve: the feedback counts from now on; the candidate's score is recomputed with a history row. */
export async function approveFeedback(deps: ApproveDeps, adminId: string, id: string): Promise<Feedback> {
  const { db } = deps;
  const approved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row) throw new NotFoundError(FEEDBACK_MESSAGES.notFound);
    if (!canReview(row)) throw new ConflictError(FEEDBACK_MESSAGES.notAwaitingReview);
    await tx
      .update(feedback)
      .set({ status: 'approved', reviewedBy: adminId, reviewedAt: new Date(), rejectionReason: null, updatedAt: new Date() })
      .where(eq(feedback.id, id));
    await deps.profiles.afterProfileChange(tx, row.candidateId, 'Employer feedback approved');
    return row;
  });
  deps.background.run(() => noticeFeedbackApproved(deps, approved));
  return present(await requireRow(db, id));
}

/** Reject with a reason the employer sees; they may edit and resubmit. Nothing counts toward the score. */
export async function rejectFeedback(db: Db, adminId: string, id: string, reason: string): Promise<Feedback> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row) throw new NotFoundError(FEEDBACK_MESSAGES.notFound);
    if (!canReview(row)) throw new ConflictError(FEEDBACK_MESSAGES.notAwaitingReview);
    await tx
      .update(feedback)
      .set({ status: 'rejected', reviewedBy: adminId, reviewedAt: new Date(), rejectionReason: reason, updatedAt: new Date() })
      .where(eq(feedback.id, id));
  });
  return present(await requireRow(db, id));
}

async function summaryOf(db: Pick<Db, 'select'>, candidateId: string): Promise<FeedbackSummary> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${feedback.overall})`, n: count() })
    .from(feedback)
    .where(and(eq(feedback.candidateId, candidateId), eq(feedback.status, 'approved')));
  const average = row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average) * 10) / 10;
  return { average, count: row?.n ?? 0 };
}

/** `GET api/admin/candidates/{id}/feedback`: one candidate's feedback in every status except pending tasks. */
export async function adminCandidateFeedback(db: Db, candidateId: string): Promise<AdminCandidateFeedback> {
  const [person] = await db.select(personColumns).from(userDirectory).where(eq(userDirectory.id, candidateId)).limit(1);
  if (!person?.roles.includes('Candidate')) throw new NotFoundError('This candidate does not exist.');
  const rows = await joined(db)
    .where(eq(feedback.candidateId, candidateId))
    .orderBy(desc(sql`coalesce(${feedback.submittedAt}, ${feedback.createdAt})`), desc(feedback.id));
  return {
    candidate: { id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email },
    summary: await summaryOf(db, candidateId),
    items: rows.map(present),
  };
}

// ---------------------------------------------------------------------------------------------
// Candidates and other employers

/** `GET api/candidate/feedback`: the candidate's approved feedback, with the company's name. */
export async function ownFeedback(db: Db, candidateId: string): Promise<CandidateFeedbackView> {
  const rows = await joined(db)
    .where(and(eq(feedback.candidateId, candidateId), eq(feedback.status, 'approved')))
    .orderBy(desc(feedback.reviewedAt), desc(feedback.id));
  return {
    summary: await summaryOf(db, candidateId),
    items: rows.flatMap((j) => {
      const ratings = ratingsOf(j.row);
      return ratings
        ? [
            {
              id: j.row.id,
              companyName: j.companyName,
              jobTitle: j.row.jobTitle,
              ratings,
              approvedAt: (j.row.reviewedAt ?? j.row.updatedAt).toISOString(),
            },
          ]
        : [];
    }),
  };
}

/** `GET api/candidates/{id}/feedback-summary`: what any employer sees — the average and the count, never comments. */
export async function feedbackSummary(db: Db, candidateId: string): Promise<FeedbackSummary> {
  return summaryOf(db, candidateId);
}

// ---------------------------------------------------------------------------------------------
// Reminder sweep

/**
 * The reminder sweep: a task still pending 7 days after it opened mails the company's employers once
 * (`reminder_sent_at` marks it, so a second run sends nothing). Returns how many tasks were reminded.
 */
export async function runFeedbackReminders(
  ctx: Pick<AppContext, 'db' | 'mailer'> & { config: Pick<AppContext['config'], 'publicUrl'> },
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - FEEDBACK_REMINDER_DAYS * DAY_MS);
  const due = await ctx.db
    .update(feedback)
    .set({ reminderSentAt: now })
    .where(and(eq(feedback.status, 'pending'), isNull(feedback.reminderSentAt), lte(feedback.createdAt, cutoff)))
    .returning();
  if (due.length === 0) return 0;
  const site = await getSiteConfiguration(ctx.db);
  for (const task of due) {
    const [person] = await ctx.db
      .select({ firstName: userDirectory.firstName, lastName: userDirectory.lastName })
      .from(userDirectory)
      .where(eq(userDirectory.id, task.candidateId))
      .limit(1);
    const team = await ctx.db
      .select({ email: userDirectory.email })
      .from(userDirectory)
      .where(
        and(eq(userDirectory.companyId, task.companyId), sql`'Employer' = any(${userDirectory.roles})`, isNull(userDirectory.deletedAt)),
      );
    const params = new URLSearchParams({ candidateId: task.candidateId, jobId: task.jobId });
    for (const { email } of team) {
      await ctx.mailer.send(
        feedbackReminderEmail({
          to: email,
          siteName: site.siteName,
          candidateName: person ? `${person.firstName} ${person.lastName}`.trim() : 'your hire',
          jobTitle: task.jobTitle,
          feedbackUrl: `${ctx.config.publicUrl}/employer/feedback/create?${params.toString()}`,
        }),
      );
    }
  }
  return due.length;
}
