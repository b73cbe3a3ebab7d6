import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import { HIRING_MESSAGES } from '@talentmatch/shared/hiring';
import {
  applyBody,
  bulkHiringStatusBody,
  hiringStatusBody,
  inviteBody,
  jobCandidatesQuery,
  myApplicationsQuery,
} from '@talentmatch/shared/hiring-requests';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { getApplication, listJobCandidates, listMyApplications, recentCompanyActivity } from './queries.ts';
import { idParams } from './schema.ts';
import { applyToJob, bulkChangeHiringStatus, changeHiringStatus, inviteCandidate, type PipelineAfterEffects } from './service.ts';

/** Applications, invitations and the hiring pipeline (docs/applications-and-messaging.md, "Applications and the pipeline"). */
export async function applicationRoutes(app: FastifyInstance, ctx: AppContext & PipelineAfterEffects) {
  const { db, authenticate } = ctx;
  const candidate = { preHandler: [authenticate, requireRole('Candidate')] };
  const employer = { preHandler: [authenticate, requireRole('Employer')] };
  const mover = { preHandler: [authenticate, requireRole('Candidate', 'Employer')] };
  const reader = { preHandler: [authenticate, requireRole('Candidate', 'Employer', 'Administrator')] };
  const id = (params: unknown) => parseOrThrow(idParams, params).id;

  app.post('/api/application/:id', candidate, async (request, reply) => {
    const jobId = id(request.params);
    const body = parseOrThrow(applyBody, request.body);
    return reply.status(201).send(await applyToJob(ctx, actorOf(request), jobId, body));
  });

  app.get('/api/applications/mine', candidate, async (request) =>
    listMyApplications(db, actorOf(request), parseOrThrow(myApplicationsQuery, request.query)),
  );

  app.post('/api/applications/invitations', employer, async (request, reply) => {
    const body = parseOrThrow(inviteBody, request.body);
    return reply.status(201).send(await inviteCandidate(ctx, actorOf(request), body));
  });

  // the employer dashboard's recent activity: the latest moves in the caller's company's pipeline
  app.get('/api/applications/activity', employer, async (request) => {
    const { companyId } = requireAuth(request);
    if (!companyId) throw new NotFoundError(HIRING_MESSAGES.noCompany);
    return recentCompanyActivity(db, companyId);
  });

  app.post('/api/applications/bulk-status', employer, async (request) =>
    bulkChangeHiringStatus(ctx, actorOf(request), parseOrThrow(bulkHiringStatusBody, request.body)),
  );

  app.get('/api/applications/:id', reader, async (request) => getApplication(db, actorOf(request), id(request.params)));

  app.post('/api/applications/:id/status', mover, async (request) => {
    const applicationId = id(request.params);
    const { status, rejectRemaining } = parseOrThrow(hiringStatusBody, request.body);
    return changeHiringStatus(ctx, actorOf(request), applicationId, status, { rejectRemaining });
  });

  app.get('/api/jobs/:id/candidates', employer, async (request) => {
    const jobId = id(request.params);
    return listJobCandidates(db, actorOf(request), jobId, parseOrThrow(jobCandidatesQuery, request.query));
  });
}
