import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HIRING_MESSAGES } from '@talentmatch/shared/hiring';
import {
  applyBody,
  bulkHiringStatusBody,
  hiringStatusBody,
  inviteBody,
  jobCandidatesQuery,
  myApplicationsQuery,
} from '@talentmatch/shared/hiring-requests';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { getApplication, listJobCandidates, listMyApplications, recentCompanyActivity } from './queries.ts';
import {
  applicationAnswer,
  applicationListAnswer,
  bulkHiringAnswer,
  hiringStepAnswer,
  idParams,
  jobCandidateListAnswer,
  pipelineActivityAnswer,
} from './schema.ts';
import { applyToJob, bulkChangeHiringStatus, changeHiringStatus, inviteCandidate, type PipelineAfterEffects } from './service.ts';

/** Applications, invitations and the hiring pipeline (docs/applications-and-messaging.md, "Applications and the pipeline"). */
export async function applicationRoutes(app: FastifyInstance, ctx: AppContext & PipelineAfterEffects) {
  const { db, authenticate } = ctx;
  const candidate = [authenticate, requireRole('Candidate')];
  const employer = [authenticate, requireRole('Employer')];
  const mover = [authenticate, requireRole('Candidate', 'Employer')];
  const reader = [authenticate, requireRole('Candidate', 'Employer', 'Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Applications';

  api.post(
    '/api/application/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'applyToJob', 'Apply to an open job (the path names the job), optionally with the profile resume'),
        params: idParams,
        body: applyBody,
        response: { 201: applicationAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await applyToJob(ctx, actorOf(request), request.params.id, request.body)),
  );

  api.get(
    '/api/applications/mine',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'listMyApplications', "The candidate's applications and invitations, the latest change first"),
        querystring: myApplicationsQuery,
        response: { 200: applicationListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listMyApplications(db, actorOf(request), request.query),
  );

  api.post(
    '/api/applications/invitations',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'inviteCandidate', "Invite a visible candidate to one of the company's open jobs"),
        body: inviteBody,
        response: { 201: applicationAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteCandidate(ctx, actorOf(request), request.body)),
  );

  // the employer dashboard's recent activity: the latest moves in the caller's company's pipeline
  api.get(
    '/api/applications/activity',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'listPipelineActivity', "The latest moves in the company's hiring pipeline, newest first"),
        response: { 200: pipelineActivityAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => {
      const { companyId } = requireAuth(request);
      if (!companyId) throw new NotFoundError(HIRING_MESSAGES.noCompany);
      return recentCompanyActivity(db, companyId);
    },
  );

  api.post(
    '/api/applications/bulk-status',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'bulkChangeHiringStatus', 'Accept or reject several applications; each refused one is reported'),
        body: bulkHiringStatusBody,
        response: { 200: bulkHiringAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => bulkChangeHiringStatus(ctx, actorOf(request), request.body),
  );

  api.get(
    '/api/applications/:id',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'getApplication', 'One application with its history'),
        params: idParams,
        response: { 200: applicationAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getApplication(db, actorOf(request), request.params.id),
  );

  api.post(
    '/api/applications/:id/status',
    {
      preHandler: mover,
      schema: {
        ...operation(tag, 'changeHiringStatus', "Move an application (the side is the caller's role); a hire may fill the job"),
        params: idParams,
        body: hiringStatusBody,
        response: { 200: hiringStepAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, rejectRemaining } = request.body;
      return changeHiringStatus(ctx, actorOf(request), request.params.id, status, { rejectRemaining });
    },
  );

  api.get(
    '/api/jobs/:id/candidates',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'listJobCandidates', "A job's candidates with their match, and the counts per status"),
        params: idParams,
        querystring: jobCandidatesQuery,
        response: { 200: jobCandidateListAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => listJobCandidates(db, actorOf(request), request.params.id, request.query),
  );
}
