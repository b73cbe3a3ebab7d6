import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { INTERVIEW_MESSAGES, type InterviewConflict, type interviewConflictsBody } from '@talentmatch/shared/interviews';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { userDirectory } from '../users/queries.ts';
import { interviewInterviewers, interviews, interviewSlots } from './tables.ts';

/**
 * POST api/interviews/conflicts: the slots a proposal (or a move) would give that overlap another interview of
 * one of its interviewers in the viewer's company: a confirmed one, or a slot still proposed to another
 * candidate. A warning only: proposing is still allowed; a pick that would book an interviewer twice is refused.
 * Only the company's own hiring team can be looked up (403 otherwise).
 */
export async function findInterviewConflicts(
  db: Db,
  viewer: Actor,
  body: z.output<typeof interviewConflictsBody>,
): Promise<{ conflicts: InterviewConflict[] }> {
  if (!viewer.companyId) throw new NotFoundError('Register your company first.');
  const interviewerIds = [...new Set(body.interviewerIds)];
  if (interviewerIds.length === 0) return { conflicts: [] };
  const team = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(and(inArray(userDirectory.id, interviewerIds), eq(userDirectory.companyId, viewer.companyId), isNull(userDirectory.deletedAt)));
  if (team.length !== interviewerIds.length) throw new ForbiddenError(INTERVIEW_MESSAGES.interviewerNotInTeam);
  if (body.slots.length === 0) return { conflicts: [] };
  const length = body.durationMinutes * 60_000;
  const wanted = body.slots.map((s) => ({ start: new Date(s.startsAt), end: new Date(new Date(s.startsAt).getTime() + length) }));
  const first = new Date(Math.min(...wanted.map((w) => w.start.getTime())));
  const last = new Date(Math.max(...wanted.map((w) => w.end.getTime())));
  const base = [
    eq(interviews.companyId, viewer.companyId),
    inArray(interviewInterviewers.userId, interviewerIds),
    ...(body.exceptId ? [ne(interviews.id, body.exceptId)] : []),
  ];
  // a confirmed interview's own time, or the slots of a proposal nobody answered yet
  const rows = await db
    .select({
      interviewId: interviews.id,
      interviewerId: interviewInterviewers.userId,
      first: userDirectory.firstName,
      last: userDirectory.lastName,
      status: interviews.status,
      startsAt: sql<Date>`coalesce(${interviews.startsAt}, ${interviewSlots.startsAt})`.mapWith((v: string | Date) => new Date(v)),
      endsAt: sql<Date>`coalesce(${interviews.endsAt}, ${interviewSlots.endsAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(interviews)
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .innerJoin(userDirectory, eq(userDirectory.id, interviewInterviewers.userId))
    .leftJoin(interviewSlots, and(eq(interviewSlots.interviewId, interviews.id), inArray(interviews.status, ['proposed', 'other-times'])))
    .where(
      and(
        ...base,
        or(
          and(eq(interviews.status, 'confirmed'), lt(interviews.startsAt, last), gt(interviews.endsAt, first)),
          and(inArray(interviews.status, ['proposed', 'other-times']), lt(interviewSlots.startsAt, last), gt(interviewSlots.endsAt, first)),
        ),
      ),
    );
  const conflicts: InterviewConflict[] = [];
  for (const slot of wanted) {
    for (const r of rows) {
      if (r.startsAt < slot.end && r.endsAt > slot.start) {
        conflicts.push({
          slotStartsAt: slot.start.toISOString(),
          interviewerId: r.interviewerId,
          interviewerName: `${r.first} ${r.last}`.trim(),
          interviewId: r.interviewId,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
          confirmed: r.status === 'confirmed',
        });
      }
    }
  }
  return { conflicts };
}
