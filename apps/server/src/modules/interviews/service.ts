import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { TERMINAL_STATUSES } from '@talentmatch/shared/hiring';
import {
  INTERVIEW_KIND_LABELS,
  INTERVIEW_MESSAGES,
  slotProblems,
  type companyInterviewsQuery,
  type Interview,
  type proposeInterviewBody,
} from '@talentmatch/shared/interviews';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { AppError, BadRequestError, ConflictError, NotFoundError, VALIDATION_DETAIL } from '../../platform/errors.ts';
import { applicationsAs } from '../applications/queries.ts';
import { jobFacts } from '../jobs/service.ts';
import { announceMessage, insertMessage } from '../messaging/service.ts';
import type { MessageRow } from '../messaging/tables.ts';
import { userDirectory } from '../users/queries.ts';
import { updateUser, userRoles } from '../users/service.ts';
import { can } from './policy.ts';
import { type InterviewMailDeps, type InterviewNotice, mailInterview } from './emails.ts';
import { interviewInterviewers, interviews, interviewSlots } from './tables.ts';

/** Interviews on applications (docs/applications-and-messaging.md, "Interviews"). Times are instants (UTC). */

/** An interview whose time is fixed, as the modules that follow it see it (webhooks), inside its transaction. */
export interface InterviewScheduled {
  interviewId: string;
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string;
  startsAt: Date;
  endsAt: Date;
}
/** What follows in other modules (webhooks) when an interview's time is fixed, inside its transaction. */
export interface InterviewAfterEffects {
  afterScheduled: (tx: Tx, interview: InterviewScheduled) => Promise<void>;
  /** after the pick commits: the application moves to its interview stage (the pipeline's steps, messages, mails) */
  afterConfirmed: (input: { applicationId: string; employer: Actor | null; candidate: Actor }) => Promise<void>;
}

export type InterviewDeps = Pick<AppContext, 'db' | 'events' | 'background'> & InterviewMailDeps & InterviewAfterEffects;
type InterviewRow = typeof interviews.$inferSelect;

const pipelineApplication = applicationsAs('interview_application');

/** The application with its job's company, or null. */
async function applicationFacts(tx: Tx, applicationId: string) {
  const [row] = await tx
    .select({
      id: pipelineApplication.id,
      candidateId: pipelineApplication.candidateId,
      jobId: pipelineApplication.jobId,
      status: pipelineApplication.status,
      conversationId: pipelineApplication.conversationId,
      companyId: jobFacts.companyId,
    })
    .from(pipelineApplication)
    .innerJoin(jobFacts, eq(jobFacts.id, pipelineApplication.jobId))
    .where(eq(pipelineApplication.id, applicationId))
    .limit(1);
  return row ?? null;
}

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The interview locked for a change, and its application's conversation; 404 unless the viewer passes `allowed`. */
async function lockInterview(tx: Tx, viewer: Actor, id: string, action: 'attend' | 'answer') {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!row || !can(viewer, action, row)) throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
  const application = await applicationFacts(tx, row.applicationId);
  if (!application) throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
  return { row, conversationId: application.conversationId };
}

async function post(tx: Tx, viewer: Actor, row: Pick<InterviewRow, 'candidateId'>, conversationId: string, body: string) {
  return insertMessage(tx, {
    conversationId,
    senderId: viewer.userId,
    senderSide: viewer.userId === row.candidateId ? 'candidate' : 'employer',
    body,
  });
}

/** After the commit: the message goes live, and the invitation (or cancellation) goes to everyone invited. */
function announce(deps: InterviewDeps, message: MessageRow, mail?: { interviewId: string; notice: InterviewNotice }) {
  deps.background.run(() => announceMessage(deps, message));
  if (mail) deps.background.run(() => mailInterview(deps, mail.interviewId, mail.notice));
}

/** POST api/applications/{id}/interviews: the company's employer proposes one to five slots. */
export async function proposeInterview(
  deps: InterviewDeps,
  viewer: Actor,
  applicationId: string,
  body: z.output<typeof proposeInterviewBody>,
  now = new Date(),
): Promise<Interview> {
  const { id, message } = await deps.db.transaction(async (tx) => {
    const application = await applicationFacts(tx, applicationId);
    if (!application || !can(viewer, 'propose', application)) throw new NotFoundError('This application does not exist.');
    if (TERMINAL_STATUSES.includes(application.status)) {
      throw new BadRequestError(INTERVIEW_MESSAGES.applicationClosed, { application: [INTERVIEW_MESSAGES.applicationClosed] });
    }
    const slots = body.slots.map((s) => ({ startsAt: new Date(s.startsAt) }));
    const problems = slotProblems(slots, body.durationMinutes, now);
    const interviewerIds = [...new Set(body.interviewerIds)];
    const team = await tx
      .select({ id: userDirectory.id })
      .from(userDirectory)
      .where(
        and(
          inArray(userDirectory.id, interviewerIds),
          eq(userDirectory.companyId, application.companyId),
          sql`'Employer' = any(${userDirectory.roles})`,
          isNull(userDirectory.deletedAt),
        ),
      );
    if (team.length !== interviewerIds.length) problems.interviewerIds = [INTERVIEW_MESSAGES.interviewerNotInTeam];
    if (Object.keys(problems).length > 0) throw new BadRequestError(VALIDATION_DETAIL, problems);
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId,
        companyId: application.companyId,
        jobId: application.jobId,
        candidateId: application.candidateId,
        proposedBy: viewer.userId,
        kind: body.kind,
        durationMinutes: body.durationMinutes,
        location: body.location,
        note: body.note,
      })
      .returning();
    const length = body.durationMinutes * 60_000;
    await tx
      .insert(interviewSlots)
      .values(slots.map((s) => ({ interviewId: row.id, startsAt: s.startsAt, endsAt: new Date(s.startsAt.getTime() + length) })));
    await tx.insert(interviewInterviewers).values(interviewerIds.map((userId) => ({ interviewId: row.id, userId })));
    const lines = [
      `Interview proposed: ${INTERVIEW_KIND_LABELS[body.kind]}, ${body.durationMinutes} minutes.`,
      'Pick one of these times on your application page:',
      ...slots.map((s) => `• ${utc(s.startsAt)}`),
      ...(body.location ? [`Where: ${body.location}`] : []),
      ...(body.note ? [body.note] : []),
    ];
    return { id: row.id, message: await post(tx, viewer, row, application.conversationId, lines.join('\n')) };
  });
  announce(deps, message, { interviewId: id, notice: 'proposed' });
  return getInterview(deps.db, viewer, id);
}

/** The interviews' interviewers and, while a time is still to be picked, their slots; and the presented rows. */
async function present(db: Tx, rows: (InterviewRow & { jobTitle: string; candidateName: string })[]): Promise<Interview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const open = rows.filter((r) => r.status === 'proposed' || r.status === 'other-times').map((r) => r.id);
  const slots =
    open.length === 0
      ? []
      : await db.select().from(interviewSlots).where(inArray(interviewSlots.interviewId, open)).orderBy(asc(interviewSlots.startsAt));
  const people = await db
    .select({
      interviewId: interviewInterviewers.interviewId,
      id: userDirectory.id,
      first: userDirectory.firstName,
      last: userDirectory.lastName,
    })
    .from(interviewInterviewers)
    .innerJoin(userDirectory, eq(userDirectory.id, interviewInterviewers.userId))
    .where(inArray(interviewInterviewers.interviewId, ids))
    .orderBy(asc(userDirectory.lastName));
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.applicationId,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    companyId: r.companyId,
    candidateId: r.candidateId,
    candidateName: r.candidateName,
    kind: r.kind,
    durationMinutes: r.durationMinutes,
    location: r.location,
    note: r.note,
    status: r.status,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    sequence: r.sequence,
    otherTimesNote: r.otherTimesNote,
    cancelReason: r.cancelReason,
    interviewers: people.filter((p) => p.interviewId === r.id).map((p) => ({ id: p.id, name: `${p.first} ${p.last}`.trim() })),
    slots: slots
      .filter((s) => s.interviewId === r.id)
      .map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
  }));
}

function selectInterviews(db: Tx) {
  return db
    .select({
      interview: interviews,
      jobTitle: jobFacts.title,
      candidateName: sql<string>`trim(${userDirectory.firstName} || ' ' || ${userDirectory.lastName})`,
    })
    .from(interviews)
    .innerJoin(jobFacts, eq(jobFacts.id, interviews.jobId))
    .innerJoin(userDirectory, eq(userDirectory.id, interviews.candidateId));
}

const flatten = (rows: { interview: InterviewRow; jobTitle: string; candidateName: string }[]) =>
  rows.map((r) => ({ ...r.interview, jobTitle: r.jobTitle, candidateName: r.candidateName }));

export async function getInterview(db: Tx, viewer: Actor, id: string): Promise<Interview> {
  const rows = await selectInterviews(db).where(eq(interviews.id, id)).limit(1);
  const [row] = flatten(rows);
  if (!row || !can(viewer, 'attend', row)) throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
  return (await present(db, [row]))[0];
}

/** GET api/applications/{id}/interviews: the application's interviews, newest first (either party). */
export async function listApplicationInterviews(db: Tx, viewer: Actor, applicationId: string): Promise<Interview[]> {
  const application = await applicationFacts(db, applicationId);
  if (!application || !can(viewer, 'attend', application)) throw new NotFoundError('This application does not exist.');
  const rows = await selectInterviews(db).where(eq(interviews.applicationId, applicationId)).orderBy(sql`${interviews.createdAt} desc`);
  return present(db, flatten(rows));
}

/** At most this many confirmed interviews, and this many open proposals, per answer of the company's list; a week more. */
const COMPANY_LIST_LIMIT = 100;
const COMPANY_WEEK_LIMIT = 500;
const LONGEST_INTERVIEW_MS = 8 * 3_600_000;

/**
 * GET api/interviews: the company's confirmed interviews ending after `from` (default now; before `to` when given,
 * the week view), soonest first, then its open proposals, newest first (none when `to` is given), by interviewer
 * and job. Two statements, each on an index: confirmed ones by (company, start), bounded below by `from` less the
 * longest interview; proposals by their status.
 */
export async function listCompanyInterviews(
  db: Tx,
  viewer: Actor,
  query: z.output<typeof companyInterviewsQuery>,
  now = new Date(),
): Promise<Interview[]> {
  if (!viewer.companyId) throw new NotFoundError('Register your company first.');
  const from = query.from ? new Date(query.from) : now;
  const filters = [eq(interviews.companyId, viewer.companyId)];
  if (query.jobId) filters.push(eq(interviews.jobId, query.jobId));
  if (query.interviewerId) {
    filters.push(
      sql`exists (select 1 from ${interviewInterviewers} ii where ii.interview_id = ${interviews.id} and ii.user_id = ${query.interviewerId})`,
    );
  }
  const confirmed = await selectInterviews(db)
    .where(
      and(
        ...filters,
        eq(interviews.status, 'confirmed'),
        gt(interviews.startsAt, new Date(from.getTime() - LONGEST_INTERVIEW_MS)),
        gt(interviews.endsAt, from),
        ...(query.to ? [lt(interviews.startsAt, new Date(query.to))] : []),
      ),
    )
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(query.to ? COMPANY_WEEK_LIMIT : COMPANY_LIST_LIMIT);
  const open = query.to
    ? []
    : await selectInterviews(db)
        // never confirmed, so no start: the (company, start) index finds them
        .where(and(...filters, isNull(interviews.startsAt), inArray(interviews.status, ['proposed', 'other-times'])))
        .orderBy(sql`${interviews.createdAt} desc`, asc(interviews.id))
        .limit(COMPANY_LIST_LIMIT);
  return present(db, flatten([...confirmed, ...open]));
}

/** GET api/interviews/mine: the candidate's open proposals and the confirmed interviews not over yet, soonest first. */
export async function listCandidateInterviews(db: Tx, viewer: Actor, now = new Date()): Promise<Interview[]> {
  const rows = await selectInterviews(db)
    .where(
      and(
        eq(interviews.candidateId, viewer.userId),
        sql`(${interviews.status} in ('proposed', 'other-times') or (${interviews.status} = 'confirmed' and ${interviews.endsAt} > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(sql`${interviews.startsAt} asc nulls last`, asc(interviews.createdAt))
    .limit(100);
  return present(db, flatten(rows));
}

/** Every interviewer's lock, in id order so two picks never wait on each other in a circle. */
async function lockInterviewers(tx: Tx, interviewId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.interviewId, interviewId))
    .orderBy(asc(interviewInterviewers.userId));
  for (const { userId } of rows) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`interviewer:${userId}`}, 0))`);
  return rows.map((r) => r.userId);
}

/** Whether one of the interviewers has another confirmed interview overlapping [start, end). */
async function interviewerBusy(tx: Tx, interviewerIds: string[], exceptId: string, start: Date, end: Date): Promise<boolean> {
  if (interviewerIds.length === 0) return false;
  const [hit] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .where(
      and(
        inArray(interviewInterviewers.userId, interviewerIds),
        eq(interviews.status, 'confirmed'),
        ne(interviews.id, exceptId),
        lt(interviews.startsAt, end),
        gt(interviews.endsAt, start),
      ),
    )
    .limit(1);
  return hit !== undefined;
}

/**
 * POST api/interviews/{id}/pick: the candidate confirms one slot. The interview row and every interviewer are
 * locked first, so of two picks that would book one interviewer twice exactly one wins; the other gets a 409
 * listing the slots still free (`errors.remainingSlots`, slot ids).
 */
export async function pickSlot(deps: InterviewDeps, viewer: Actor, id: string, slotId: string, now = new Date()): Promise<Interview> {
  const { message, picked } = await deps.db.transaction(async (tx) => {
    const { row, conversationId } = await lockInterview(tx, viewer, id, 'answer');
    if (row.status !== 'proposed' && row.status !== 'other-times') throw new ConflictError(INTERVIEW_MESSAGES.notOpen);
    const slots = await tx.select().from(interviewSlots).where(eq(interviewSlots.interviewId, id)).orderBy(asc(interviewSlots.startsAt));
    const slot = slots.find((s) => s.id === slotId);
    if (!slot) throw new BadRequestError(VALIDATION_DETAIL, { slotId: [INTERVIEW_MESSAGES.slotNotFound] });
    if (slot.startsAt.getTime() <= now.getTime()) throw new BadRequestError(VALIDATION_DETAIL, { slotId: [INTERVIEW_MESSAGES.slotInPast] });
    const interviewerIds = await lockInterviewers(tx, id);
    if (await interviewerBusy(tx, interviewerIds, id, slot.startsAt, slot.endsAt)) {
      const remaining: string[] = [];
      for (const s of slots) {
        if (s.id !== slot.id && s.startsAt > now && !(await interviewerBusy(tx, interviewerIds, id, s.startsAt, s.endsAt)))
          remaining.push(s.id);
      }
      throw new AppError(409, INTERVIEW_MESSAGES.interviewerBusy, {
        slotId: [INTERVIEW_MESSAGES.interviewerBusy],
        remainingSlots: remaining,
      });
    }
    await tx
      .update(interviews)
      .set({ status: 'confirmed', startsAt: slot.startsAt, endsAt: slot.endsAt, updatedAt: sql`now()` })
      .where(eq(interviews.id, id));
    await deps.afterScheduled(tx, {
      interviewId: id,
      applicationId: row.applicationId,
      jobId: row.jobId,
      companyId: row.companyId,
      candidateId: row.candidateId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    });
    const text = `Interview confirmed for ${utc(slot.startsAt)} (${row.durationMinutes} minutes).`;
    return { message: await post(tx, viewer, row, conversationId, text), picked: row };
  });
  announce(deps, message, { interviewId: id, notice: 'confirmed' });
  await deps.afterConfirmed({
    applicationId: picked.applicationId,
    employer: picked.proposedBy ? await actorById(deps.db, picked.proposedBy) : null,
    candidate: viewer,
  });
  return getInterview(deps.db, viewer, id);
}

/** The actor a user acts as (their roles and company), or null when they are gone. */
async function actorById(db: Db, userId: string): Promise<Actor | null> {
  const [user] = await db
    .select({
      userId: userDirectory.id,
      roles: userDirectory.roles,
      companyId: userDirectory.companyId,
      deletedAt: userDirectory.deletedAt,
    })
    .from(userDirectory)
    .where(eq(userDirectory.id, userId))
    .limit(1);
  return user && !user.deletedAt ? { userId: user.userId, roles: userRoles(user), companyId: user.companyId } : null;
}

/** POST api/interviews/{id}/other-times: none of the slots suits the candidate. */
export async function askOtherTimes(deps: InterviewDeps, viewer: Actor, id: string, note: string): Promise<Interview> {
  const message = await deps.db.transaction(async (tx) => {
    const { row, conversationId } = await lockInterview(tx, viewer, id, 'answer');
    if (row.status !== 'proposed' && row.status !== 'other-times') throw new ConflictError(INTERVIEW_MESSAGES.notOpen);
    await tx.update(interviews).set({ status: 'other-times', otherTimesNote: note, updatedAt: sql`now()` }).where(eq(interviews.id, id));
    return post(
      tx,
      viewer,
      row,
      conversationId,
      ['None of the proposed interview times suits me. Could you propose other times?', note].filter(Boolean).join('\n'),
    );
  });
  announce(deps, message);
  return getInterview(deps.db, viewer, id);
}

/** POST api/interviews/{id}/reschedule: either party moves a confirmed interview; SEQUENCE goes up. */
export async function rescheduleInterview(
  deps: InterviewDeps,
  viewer: Actor,
  id: string,
  input: { startsAt: string; note: string },
  now = new Date(),
): Promise<Interview> {
  const message = await deps.db.transaction(async (tx) => {
    const { row, conversationId } = await lockInterview(tx, viewer, id, 'attend');
    if (row.status !== 'confirmed') throw new ConflictError(INTERVIEW_MESSAGES.notConfirmed);
    const start = new Date(input.startsAt);
    const problems = slotProblems([{ startsAt: start }], row.durationMinutes, now);
    if (problems.slots) throw new BadRequestError(VALIDATION_DETAIL, { startsAt: problems.slots });
    const end = new Date(start.getTime() + row.durationMinutes * 60_000);
    const interviewerIds = await lockInterviewers(tx, id);
    if (await interviewerBusy(tx, interviewerIds, id, start, end)) throw new ConflictError(INTERVIEW_MESSAGES.interviewerBusy);
    await tx
      .update(interviews)
      .set({ startsAt: start, endsAt: end, sequence: row.sequence + 1, updatedAt: sql`now()` })
      .where(eq(interviews.id, id));
    const text = [`Interview moved to ${utc(start)} (${row.durationMinutes} minutes).`, input.note].filter(Boolean).join('\n');
    return post(tx, viewer, row, conversationId, text);
  });
  announce(deps, message, { interviewId: id, notice: 'moved' });
  return getInterview(deps.db, viewer, id);
}

/** POST api/interviews/{id}/cancel: either party, with a reason. */
export async function cancelInterview(deps: InterviewDeps, viewer: Actor, id: string, reason: string): Promise<Interview> {
  const { message, wasConfirmed } = await deps.db.transaction(async (tx) => {
    const { row, conversationId } = await lockInterview(tx, viewer, id, 'attend');
    if (row.status === 'cancelled') throw new ConflictError(INTERVIEW_MESSAGES.alreadyCancelled);
    await tx
      .update(interviews)
      .set({ status: 'cancelled', cancelReason: reason, sequence: row.sequence + 1, updatedAt: sql`now()` })
      .where(eq(interviews.id, id));
    const when = row.startsAt ? ` of ${utc(row.startsAt)}` : '';
    const message = await post(tx, viewer, row, conversationId, `Interview${when} cancelled: ${reason}`);
    return { message, wasConfirmed: row.status === 'confirmed' };
  });
  // only a confirmed interview is in anyone's calendar
  announce(deps, message, wasConfirmed ? { interviewId: id, notice: 'cancelled' } : undefined);
  return getInterview(deps.db, viewer, id);
}

/** GET / PUT api/account/time-zone: the zone times are shown in (null until first set). */
export async function getTimeZone(db: Db, userId: string): Promise<{ timeZone: string | null }> {
  const [row] = await db.select({ timeZone: userDirectory.timeZone }).from(userDirectory).where(eq(userDirectory.id, userId)).limit(1);
  return { timeZone: row?.timeZone ?? null };
}

export async function setTimeZone(db: Db, userId: string, timeZone: string): Promise<{ timeZone: string }> {
  await updateUser(db, userId, { timeZone });
  return { timeZone };
}
