import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFeedbackQuery,
  employerFeedbackQuery,
  feedbackBody,
  feedbackTaskQuery,
  rejectFeedbackBody,
} from '@talentmatch/shared/feedback-requests';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { operation, problems } from '../../platform/api-schema.ts';
import {
  adminCandidateFeedbackAnswer,
  candidateIdParams,
  feedbackAnswer,
  feedbackIdParams,
  feedbackListAnswer,
  feedbackSummaryAnswer,
  ownFeedbackAnswer,
} from './schema.ts';
import {
  adminCandidateFeedback,
  approveFeedback,
  feedbackSummary,
  getFeedback,
  getFeedbackTask,
  listAllFeedback,
  listCompanyFeedback,
  ownFeedback,
  pendingFeedbackCount,
  rejectFeedback,
  submitFeedback,
  type FeedbackScoreDeps,
} from './service.ts';

/** Employer feedback and its review (docs/feedback-and-surveys.md). */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext & FeedbackScoreDeps) {
  const { db, authenticate } = ctx;
  const employer = [authenticate, requireRole('Employer')];
  const admin = [authenticate, requireRole('Administrator')];
  const candidate = [authenticate, requireRole('Candidate')];
  const readers = [authenticate, requireRole('Employer', 'Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Feedback';

  api.get(
    '/api/feedback',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'listCompanyFeedback', "The company's feedback tasks and given feedback"),
        querystring: employerFeedbackQuery,
        response: { 200: feedbackListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listCompanyFeedback(db, actorOf(request), request.query),
  );
  api.get(
    '/api/feedback/pending-count',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'countPendingFeedback', 'How many feedback tasks wait for the company'),
        response: { 200: z.object({ count: z.number().int() }), ...problems(401, 403) },
      },
    },
    async (request) => ({ count: await pendingFeedbackCount(db, actorOf(request)) }),
  );
  api.get(
    '/api/feedback/task',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'getFeedbackTask', 'The feedback task for a candidate and a job'),
        querystring: feedbackTaskQuery,
        response: { 200: feedbackAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getFeedbackTask(db, actorOf(request), request.query.candidateId, request.query.jobId, request.query.interviewId),
  );
  api.get(
    '/api/feedback/:id',
    {
      preHandler: readers,
      schema: {
        ...operation(tag, 'getFeedback', 'One feedback (own company; administrators: any)'),
        params: feedbackIdParams,
        response: { 200: feedbackAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getFeedback(db, actorOf(request), request.params.id),
  );
  api.post(
    '/api/feedback',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'submitFeedback', 'Rate a hired or accepted candidate (reviewed before it counts)'),
        body: feedbackBody,
        response: { 201: feedbackAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await submitFeedback(db, actorOf(request), request.body)),
  );

  api.get(
    '/api/admin/feedback',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listAllFeedback', 'Every feedback, by status (the review queue)'),
        querystring: adminFeedbackQuery,
        response: { 200: feedbackListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listAllFeedback(db, request.query),
  );
  api.post(
    '/api/admin/feedback/:id/approve',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'approveFeedback', 'Approve submitted feedback (it then counts in the score)'),
        params: feedbackIdParams,
        response: { 200: feedbackAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approveFeedback(ctx, requireAuth(request).userId, request.params.id),
  );
  api.post(
    '/api/admin/feedback/:id/reject',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'rejectFeedback', 'Reject submitted feedback with a reason'),
        params: feedbackIdParams,
        body: rejectFeedbackBody,
        response: { 200: feedbackAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rejectFeedback(db, requireAuth(request).userId, request.params.id, request.body.reason),
  );
  api.get(
    '/api/admin/candidates/:id/feedback',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getCandidateFeedbackForAdmin', "A candidate's feedback with every status"),
        params: candidateIdParams,
        response: { 200: adminCandidateFeedbackAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => adminCandidateFeedback(db, request.params.id),
  );

  api.get(
    '/api/candidate/feedback',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'getOwnFeedback', "The candidate's approved feedback"),
        response: { 200: ownFeedbackAnswer, ...problems(401, 403) },
      },
    },
    async (request) => ownFeedback(db, requireAuth(request).userId),
  );
  api.get(
    '/api/candidates/:id/feedback-summary',
    {
      preHandler: readers,
      schema: {
        ...operation(tag, 'getFeedbackSummary', "A candidate's average rating and count"),
        params: candidateIdParams,
        response: { 200: feedbackSummaryAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => feedbackSummary(db, request.params.id),
  );
}
