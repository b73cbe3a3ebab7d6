import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import {
  adminFeedbackQuery,
  employerFeedbackQuery,
  feedbackBody,
  feedbackTaskQuery,
  rejectFeedbackBody,
} from '@talentmatch/shared/feedback-requests';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { provideFeedbackRatings } from '../candidate-score/service.ts';
import { approvedFeedbackRatings } from './tasks.ts';
import { candidateIdParams, feedbackIdParams } from './schema.ts';
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
} from './service.ts';

/** Employer feedback and its review (docs/feedback-and-surveys.md). */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  // approved feedback feeds the candidate score: the score module reads it through this reader (no import cycle)
  provideFeedbackRatings(approvedFeedbackRatings);
  const { db, authenticate } = ctx;
  const employer = { preHandler: [authenticate, requireRole('Employer')] };
  const admin = { preHandler: [authenticate, requireRole('Administrator')] };
  const candidate = { preHandler: [authenticate, requireRole('Candidate')] };
  const readers = { preHandler: [authenticate, requireRole('Employer', 'Administrator')] };

  app.get('/api/feedback', employer, async (request) =>
    listCompanyFeedback(db, actorOf(request), parseOrThrow(employerFeedbackQuery, request.query)),
  );
  app.get('/api/feedback/pending-count', employer, async (request) => ({ count: await pendingFeedbackCount(db, actorOf(request)) }));
  app.get('/api/feedback/task', employer, async (request) => {
    const { candidateId, jobId, interviewId } = parseOrThrow(feedbackTaskQuery, request.query);
    return getFeedbackTask(db, actorOf(request), candidateId, jobId, interviewId);
  });
  app.get('/api/feedback/:id', readers, async (request) => {
    const { id } = parseOrThrow(feedbackIdParams, request.params);
    return getFeedback(db, actorOf(request), id);
  });
  app.post('/api/feedback', employer, async (request, reply) => {
    const body = parseOrThrow(feedbackBody, request.body);
    return reply.status(201).send(await submitFeedback(db, actorOf(request), body));
  });

  app.get('/api/admin/feedback', admin, async (request) => listAllFeedback(db, parseOrThrow(adminFeedbackQuery, request.query)));
  app.post('/api/admin/feedback/:id/approve', admin, async (request) => {
    const { id } = parseOrThrow(feedbackIdParams, request.params);
    return approveFeedback(ctx, requireAuth(request).userId, id);
  });
  app.post('/api/admin/feedback/:id/reject', admin, async (request) => {
    const { id } = parseOrThrow(feedbackIdParams, request.params);
    const { reason } = parseOrThrow(rejectFeedbackBody, request.body);
    return rejectFeedback(db, requireAuth(request).userId, id, reason);
  });
  app.get('/api/admin/candidates/:id/feedback', admin, async (request) => {
    const { id } = parseOrThrow(candidateIdParams, request.params);
    return adminCandidateFeedback(db, id);
  });

  app.get('/api/candidate/feedback', candidate, async (request) => ownFeedback(db, requireAuth(request).userId));
  app.get('/api/candidates/:id/feedback-summary', readers, async (request) => {
    const { id } = parseOrThrow(candidateIdParams, request.params);
    return feedbackSummary(db, id);
  });
}
