import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelInterviewBody,
  companyInterviewsQuery,
  interviewConflictsBody,
  otherTimesBody,
  pickSlotBody,
  proposeInterviewBody,
  rescheduleBody,
} from '@talentmatch/shared/interviews';
import { fileAnswer, operation, problems } from '../../platform/api-schema.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { interviewCalendarFile } from './calendar-file.ts';
import { findInterviewConflicts } from './conflicts.ts';
import { timeZoneRoutes } from './time-zone-routes.ts';
import { idParams, interviewAnswer, interviewConflictsAnswer, interviewListAnswer } from './schema.ts';
import {
  askOtherTimes,
  cancelInterview,
  getInterview,
  listApplicationInterviews,
  listCandidateInterviews,
  listCompanyInterviews,
  pickSlot,
  proposeInterview,
  rescheduleInterview,
  type InterviewAfterEffects,
} from './service.ts';

/** Interviews on applications and each account's time zone (docs/applications-and-messaging.md, "Interviews"). */
export async function interviewRoutes(app: FastifyInstance, ctx: AppContext & InterviewAfterEffects) {
  const { db, authenticate } = ctx;
  const candidate = [authenticate, requireRole('Candidate')];
  const employer = [authenticate, requireRole('Employer')];
  const party = [authenticate, requireRole('Candidate', 'Employer')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Interviews';

  api.post(
    '/api/applications/:id/interviews',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'proposeInterview', 'Propose an interview on an application: one to five time slots and the interviewers'),
        params: idParams,
        body: proposeInterviewBody,
        response: { 201: interviewAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await proposeInterview(ctx, actorOf(request), request.params.id, request.body)),
  );

  api.get(
    '/api/applications/:id/interviews',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'listApplicationInterviews', "An application's interviews"),
        params: idParams,
        response: { 200: interviewListAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => listApplicationInterviews(db, actorOf(request), request.params.id),
  );

  api.get(
    '/api/interviews',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'listCompanyInterviews', "The company's confirmed and open interviews (by interviewer, job, week)"),
        querystring: companyInterviewsQuery,
        response: { 200: interviewListAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => listCompanyInterviews(db, actorOf(request), request.query),
  );

  api.get(
    '/api/interviews/mine',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'listMyInterviews', "The candidate's open proposals and coming interviews, soonest first"),
        response: { 200: interviewListAnswer, ...problems(401, 403) },
      },
    },
    async (request) => listCandidateInterviews(db, actorOf(request)),
  );

  api.post(
    '/api/interviews/conflicts',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'findInterviewConflicts', 'Which proposed slots overlap another interview of an interviewer'),
        body: interviewConflictsBody,
        response: { 200: interviewConflictsAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => findInterviewConflicts(db, actorOf(request), request.body),
  );

  api.get(
    '/api/interviews/:id/calendar.ics',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'getInterviewCalendarFile', 'A confirmed interview as an iCalendar file'),
        params: idParams,
        response: {
          200: fileAnswer('text/calendar', 'The interview as an iCalendar (RFC 5545) event'),
          ...problems(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const file = await interviewCalendarFile(db, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  api.get(
    '/api/interviews/:id',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'getInterview', 'One interview'),
        params: idParams,
        response: { 200: interviewAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getInterview(db, actorOf(request), request.params.id),
  );

  api.post(
    '/api/interviews/:id/pick',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'pickInterviewSlot', 'Pick one of the proposed time slots (409 with the slots still free when taken)'),
        params: idParams,
        body: pickSlotBody,
        response: { 200: interviewAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => pickSlot(ctx, actorOf(request), request.params.id, request.body.slotId),
  );

  api.post(
    '/api/interviews/:id/other-times',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'askOtherInterviewTimes', 'Ask the employer for other times'),
        params: idParams,
        body: otherTimesBody,
        response: { 200: interviewAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => askOtherTimes(ctx, actorOf(request), request.params.id, request.body.note),
  );

  api.post(
    '/api/interviews/:id/reschedule',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'rescheduleInterview', 'Move a confirmed interview to a new start'),
        params: idParams,
        body: rescheduleBody,
        response: { 200: interviewAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rescheduleInterview(ctx, actorOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/interviews/:id/cancel',
    {
      preHandler: party,
      schema: {
        ...operation(tag, 'cancelInterview', 'Cancel an interview, with a reason'),
        params: idParams,
        body: cancelInterviewBody,
        response: { 200: interviewAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelInterview(ctx, actorOf(request), request.params.id, request.body.reason),
  );

  await timeZoneRoutes(app, ctx);
}
