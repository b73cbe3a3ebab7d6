import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import { adminJobListQuery, employerJobListQuery, jobBody, jobStatusBody, publishFlag } from '@talentmatch/shared/jobs';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow, TypedForbiddenError } from '../../platform/errors.ts';
import { EMAIL_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { PROBLEM_TYPES } from '@talentmatch/shared/problem';
import { jobIdParams } from './schema.ts';
import * as jobService from './service.ts';

/** Employer jobs (`/api/jobs`) and the administrators' view of every job (`/api/admin/jobs`). See docs/jobs.md. */
export async function jobRoutes(app: FastifyInstance, ctx: AppContext, deps: jobService.JobDeps) {
  const { db, authenticate } = ctx;
  const employer = [authenticate, requireRole('Employer')];
  const reader = [authenticate, requireRole('Employer', 'Administrator')];
  const admin = [authenticate, requireRole('Administrator')];
  /** Publishing (or reopening) needs a confirmed address: 403 with the type the web's banner explains. */
  const mayPublish = (request: Parameters<typeof requireAuth>[0]) => {
    if (!requireAuth(request).emailVerified) throw new TypedForbiddenError(PROBLEM_TYPES.emailNotVerified, EMAIL_MESSAGES.notVerifiedJobs);
  };
  const id = (params: unknown) => parseOrThrow(jobIdParams, params).id;

  app.get('/api/jobs', { preHandler: employer }, async (request) =>
    jobService.listCompanyJobs(deps, actorOf(request).companyId, parseOrThrow(employerJobListQuery, request.query)),
  );

  app.post('/api/jobs', { preHandler: employer }, async (request, reply) => {
    const body = parseOrThrow(jobBody, request.body);
    const { publish } = parseOrThrow(publishFlag, request.body);
    if (publish) mayPublish(request);
    return reply.status(201).send(await jobService.createJob(deps, actorOf(request), body, { publish }));
  });

  app.get('/api/jobs/:id', { preHandler: reader }, async (request) => jobService.getJob(db, actorOf(request), id(request.params)));

  app.get('/api/jobs/:id/copy', { preHandler: employer }, async (request) =>
    jobService.copyTemplate(db, actorOf(request), id(request.params)),
  );

  app.put('/api/jobs/:id', { preHandler: employer }, async (request) => {
    const jobId = id(request.params);
    return jobService.updateJob(deps, actorOf(request), jobId, parseOrThrow(jobBody, request.body));
  });

  app.post('/api/jobs/:id/status', { preHandler: employer }, async (request) => {
    const jobId = id(request.params);
    const { status } = parseOrThrow(jobStatusBody, request.body);
    if (status === 'open') mayPublish(request);
    return jobService.changeJobStatus(deps, actorOf(request), jobId, status);
  });

  app.get('/api/admin/jobs', { preHandler: admin }, async (request) =>
    jobService.listAllJobs(deps, parseOrThrow(adminJobListQuery, request.query)),
  );

  app.get('/api/admin/jobs/:id', { preHandler: admin }, async (request) => jobService.getJob(db, actorOf(request), id(request.params)));

  app.post('/api/admin/jobs/:id/close', { preHandler: admin }, async (request) =>
    jobService.adminCloseJob(deps, actorOf(request), id(request.params)),
  );
}
