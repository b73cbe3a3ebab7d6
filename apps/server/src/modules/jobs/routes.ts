import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminJobListQuery, employerJobListQuery, jobBody, jobStatusBody, publishFlag } from '@talentmatch/shared/jobs';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { operation, problems } from '../../platform/api-schema.ts';
import { TypedForbiddenError } from '../../platform/errors.ts';
import { EMAIL_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { PROBLEM_TYPES } from '@talentmatch/shared/problem';
import { jobAnswer, jobIdParams, jobListAnswer, jobTemplateAnswer } from './schema.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Jobs';

  api.get(
    '/api/jobs',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'listCompanyJobs', "The company's jobs, with counts per status"),
        querystring: employerJobListQuery,
        response: { 200: jobListAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => jobService.listCompanyJobs(deps, actorOf(request).companyId, request.query),
  );

  api.post(
    '/api/jobs',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'createJob', 'Create a job: a draft, or open at once with `publish`'),
        body: jobBody.and(publishFlag),
        response: { 201: jobAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { publish, ...body } = request.body;
      if (publish) mayPublish(request);
      return reply.status(201).send(await jobService.createJob(deps, actorOf(request), body, { publish }));
    },
  );

  api.get(
    '/api/jobs/:id',
    {
      preHandler: reader,
      schema: {
        ...operation(tag, 'getJob', "A job (employers: their company's; administrators: any)"),
        params: jobIdParams,
        response: { 200: jobAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => jobService.getJob(db, actorOf(request), request.params.id),
  );

  api.get(
    '/api/jobs/:id/copy',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'copyJob', "A job's fields to start a new job from"),
        params: jobIdParams,
        response: { 200: jobTemplateAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => jobService.copyTemplate(db, actorOf(request), request.params.id),
  );

  api.put(
    '/api/jobs/:id',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'updateJob', "Change a job's fields"),
        params: jobIdParams,
        body: jobBody,
        response: { 200: jobAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => jobService.updateJob(deps, actorOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/jobs/:id/status',
    {
      preHandler: employer,
      schema: {
        ...operation(tag, 'changeJobStatus', 'Open, pause, close or fill a job'),
        params: jobIdParams,
        body: jobStatusBody,
        response: { 200: jobAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status } = request.body;
      if (status === 'open') mayPublish(request);
      return jobService.changeJobStatus(deps, actorOf(request), request.params.id, status);
    },
  );

  api.get(
    '/api/admin/jobs',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listAllJobs', 'Every job (administrators): title search, status and company filters'),
        querystring: adminJobListQuery,
        response: { 200: jobListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => jobService.listAllJobs(deps, request.query),
  );

  api.get(
    '/api/admin/jobs/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getJobAsAdmin', 'Any job (administrators)'),
        params: jobIdParams,
        response: { 200: jobAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => jobService.getJob(db, actorOf(request), request.params.id),
  );

  api.post(
    '/api/admin/jobs/:id/close',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'closeJobAsAdmin', 'Close any job (administrators)'),
        params: jobIdParams,
        response: { 200: jobAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => jobService.adminCloseJob(deps, actorOf(request), request.params.id),
  );
}
