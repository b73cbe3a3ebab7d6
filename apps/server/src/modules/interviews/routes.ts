import type { FastifyInstance } from 'fastify';
import {
  cancelInterviewBody,
  companyInterviewsQuery,
  interviewConflictsBody,
  otherTimesBody,
  pickSlotBody,
  proposeInterviewBody,
  rescheduleBody,
  timeZoneBody,
} from '@talentmatch/shared/interviews';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { interviewCalendarFile } from './calendar-file.ts';
import { findInterviewConflicts } from './conflicts.ts';
import { idParams } from './schema.ts';
import {
  askOtherTimes,
  cancelInterview,
  getInterview,
  getTimeZone,
  listApplicationInterviews,
  listCandidateInterviews,
  listCompanyInterviews,
  pickSlot,
  proposeInterview,
  rescheduleInterview,
  setTimeZone,
  type InterviewAfterEffects,
} from './service.ts';

/** Interviews on applications and each account's time zone (docs/applications-and-messaging.md, "Interviews"). */
export async function interviewRoutes(app: FastifyInstance, ctx: AppContext & InterviewAfterEffects) {
  const { db, authenticate } = ctx;
  const candidate = { preHandler: [authenticate, requireRole('Candidate')] };
  const employer = { preHandler: [authenticate, requireRole('Employer')] };
  const party = { preHandler: [authenticate, requireRole('Candidate', 'Employer')] };
  const id = (params: unknown) => parseOrThrow(idParams, params).id;

  app.post('/api/applications/:id/interviews', employer, async (request, reply) => {
    const applicationId = id(request.params);
    const body = parseOrThrow(proposeInterviewBody, request.body);
    return reply.status(201).send(await proposeInterview(ctx, actorOf(request), applicationId, body));
  });

  app.get('/api/applications/:id/interviews', party, async (request) =>
    listApplicationInterviews(db, actorOf(request), id(request.params)),
  );

  app.get('/api/interviews', employer, async (request) =>
    listCompanyInterviews(db, actorOf(request), parseOrThrow(companyInterviewsQuery, request.query)),
  );

  app.get('/api/interviews/mine', candidate, async (request) => listCandidateInterviews(db, actorOf(request)));

  app.post('/api/interviews/conflicts', employer, async (request) =>
    findInterviewConflicts(db, actorOf(request), parseOrThrow(interviewConflictsBody, request.body)),
  );

  app.get('/api/interviews/:id/calendar.ics', party, async (request, reply) => {
    const file = await interviewCalendarFile(db, actorOf(request), id(request.params));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.content);
  });

  app.get('/api/interviews/:id', party, async (request) => getInterview(db, actorOf(request), id(request.params)));

  app.post('/api/interviews/:id/pick', candidate, async (request) => {
    const interviewId = id(request.params);
    const { slotId } = parseOrThrow(pickSlotBody, request.body);
    return pickSlot(ctx, actorOf(request), interviewId, slotId);
  });

  app.post('/api/interviews/:id/other-times', candidate, async (request) => {
    const interviewId = id(request.params);
    const { note } = parseOrThrow(otherTimesBody, request.body);
    return askOtherTimes(ctx, actorOf(request), interviewId, note);
  });

  app.post('/api/interviews/:id/reschedule', party, async (request) => {
    const interviewId = id(request.params);
    const body = parseOrThrow(rescheduleBody, request.body);
    return rescheduleInterview(ctx, actorOf(request), interviewId, body);
  });

  app.post('/api/interviews/:id/cancel', party, async (request) => {
    const interviewId = id(request.params);
    const { reason } = parseOrThrow(cancelInterviewBody, request.body);
    return cancelInterview(ctx, actorOf(request), interviewId, reason);
  });

  app.get('/api/account/time-zone', { preHandler: authenticate }, async (request) => getTimeZone(db, requireAuth(request).userId));

  app.put('/api/account/time-zone', { preHandler: authenticate }, async (request) => {
    const { timeZone } = parseOrThrow(timeZoneBody, request.body);
    return setTimeZone(db, requireAuth(request).userId, timeZone);
  });
}
