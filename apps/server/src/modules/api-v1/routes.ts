import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiKeyScope } from '@talentmatch/shared/api-keys';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { operation, problems } from '../../platform/api-schema.ts';
import { TypedForbiddenError } from '../../platform/errors.ts';
import { EMAIL_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { PROBLEM_TYPES } from '@talentmatch/shared/problem';
import { apiKeyOf, createApiKeyAuthenticate, requireScope } from '../api-keys/service.ts';
import { changeHiringStatus, type PipelineAfterEffects } from '../applications/service.ts';
import { changeJobStatus, createJob, getJob, type JobDeps, updateJob } from '../jobs/service.ts';
import {
  applicationExample,
  applicationSummaryExample,
  candidateExample,
  closedJobExample,
  draftJobExample,
  jobBodyExample,
  jobExample,
  statusBodyExample,
} from './examples.ts';
import { idempotent } from './idempotency.ts';
import {
  v1Application,
  v1ApplicationListQuery,
  v1ApplicationStatusBody,
  v1ApplicationSummary,
  v1Candidate,
  v1IdempotencyKey,
  v1IdParams,
  v1Job,
  v1JobBody,
  v1JobListQuery,
  v1Page,
} from './schemas.ts';
import { listJobApplications, listJobs, readApplication, readCandidate } from './service.ts';

/**
 * A schema as the reference shows it, with an example (checked against the schema by the reference's test). Given as the
 * media type's `examples` (@fastify/swagger's `x-examples`): zod leaves a schema's own `examples` out of a request body
 * that transforms its input.
 */
const shown = <T extends z.ZodType>(schema: T, example: z.input<T>) => schema.meta({ 'x-examples': { example: { value: example } } });

/** A POST's optional `Idempotency-Key` (the other headers pass through untouched). */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': v1IdempotencyKey.optional().describe('the same key and request within 24 hours answer the first answer again'),
});

/**
 * The public API, version 1 (docs/integrations.md): `Authorization: Bearer tm_live_…` acts as the key's company,
 * limited to its scopes, rate limited per key. Every write goes through the same services as the web app.
 */
export async function apiV1Routes(app: FastifyInstance, ctx: AppContext & PipelineAfterEffects, deps: JobDeps) {
  const { db } = ctx;
  const authenticate = createApiKeyAuthenticate(db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = (scope: ApiKeyScope) => [
    authenticate,
    ctx.limiters.apiPerKey,
    async (request: FastifyRequest) => requireScope(apiKeyOf(request), scope),
  ];
  const v1 = (operationId: string, summary: string, scope: ApiKeyScope) => operation('API v1', operationId, summary, { apiKey: scope });
  const actor = (request: FastifyRequest) => apiKeyOf(request).actor;

  api.get(
    '/api/v1/jobs',
    {
      preHandler: preHandler('jobs:read'),
      schema: {
        ...v1('v1ListJobs', "The company's jobs, by last change (cursor paging)", 'jobs:read'),
        querystring: v1JobListQuery,
        response: { 200: shown(v1Page(v1Job), { data: [jobExample], next_cursor: null }), ...problems(400, 401, 403, 429) },
      },
    },
    async (request) => listJobs(db, actor(request), request.query),
  );

  api.get(
    '/api/v1/jobs/:id',
    {
      preHandler: preHandler('jobs:read'),
      schema: {
        ...v1('v1GetJob', 'One of the company’s jobs', 'jobs:read'),
        params: v1IdParams,
        response: { 200: shown(v1Job, jobExample), ...problems(400, 401, 403, 404, 429) },
      },
    },
    async (request) => getJob(db, actor(request), request.params.id),
  );

  api.post(
    '/api/v1/jobs',
    {
      preHandler: preHandler('jobs:write'),
      schema: {
        ...v1('v1CreateJob', 'Create a draft job (the web app’s job form and rules)', 'jobs:write'),
        headers: idempotencyHeaders,
        body: shown(v1JobBody, jobBodyExample),
        response: { 201: shown(v1Job, draftJobExample), ...problems(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await idempotent(db, request, reply, async () => ({
        status: 201,
        body: await createJob(deps, actor(request), request.body, { publish: false }),
      }));
      return reply;
    },
  );

  api.put(
    '/api/v1/jobs/:id',
    {
      preHandler: preHandler('jobs:write'),
      schema: {
        ...v1('v1UpdateJob', 'Replace a job’s fields (as the web app’s edit form)', 'jobs:write'),
        params: v1IdParams,
        body: shown(v1JobBody, jobBodyExample),
        response: { 200: shown(v1Job, jobExample), ...problems(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => updateJob(deps, actor(request), request.params.id, request.body),
  );

  api.post(
    '/api/v1/jobs/:id/publish',
    {
      preHandler: preHandler('jobs:write'),
      schema: {
        ...v1('v1PublishJob', 'Publish a draft job (the account manager’s address must be confirmed)', 'jobs:write'),
        params: v1IdParams,
        headers: idempotencyHeaders,
        response: { 200: shown(v1Job, jobExample), ...problems(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      // the web app's rule: publishing needs the account manager's confirmed address
      if (!apiKeyOf(request).emailVerified) throw new TypedForbiddenError(PROBLEM_TYPES.emailNotVerified, EMAIL_MESSAGES.notVerifiedJobs);
      await idempotent(db, request, reply, async () => ({
        status: 200,
        body: await changeJobStatus(deps, actor(request), request.params.id, 'open'),
      }));
      return reply;
    },
  );

  api.post(
    '/api/v1/jobs/:id/close',
    {
      preHandler: preHandler('jobs:write'),
      schema: {
        ...v1('v1CloseJob', 'Close a job: it takes no more applications', 'jobs:write'),
        params: v1IdParams,
        headers: idempotencyHeaders,
        response: { 200: shown(v1Job, closedJobExample), ...problems(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await idempotent(db, request, reply, async () => ({
        status: 200,
        body: await changeJobStatus(deps, actor(request), request.params.id, 'closed'),
      }));
      return reply;
    },
  );

  api.get(
    '/api/v1/jobs/:id/applications',
    {
      preHandler: preHandler('applications:read'),
      schema: {
        ...v1('v1ListJobApplications', 'The applications of a job with their status and candidate, by last change', 'applications:read'),
        params: v1IdParams,
        querystring: v1ApplicationListQuery,
        response: {
          200: shown(v1Page(v1ApplicationSummary), { data: [applicationSummaryExample], next_cursor: null }),
          ...problems(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => listJobApplications(db, actor(request), request.params.id, request.query),
  );

  api.get(
    '/api/v1/applications/:id',
    {
      preHandler: preHandler('applications:read'),
      schema: {
        ...v1('v1GetApplication', 'One application with its history and the moves the company may make', 'applications:read'),
        params: v1IdParams,
        response: { 200: shown(v1Application, applicationExample), ...problems(400, 401, 403, 404, 429) },
      },
    },
    async (request) => readApplication(db, actor(request), request.params.id),
  );

  api.post(
    '/api/v1/applications/:id/status',
    {
      preHandler: preHandler('applications:write'),
      schema: {
        ...v1('v1MoveApplication', 'Move an application (the web app’s pipeline rules, messages and mails)', 'applications:write'),
        params: v1IdParams,
        headers: idempotencyHeaders,
        body: shown(v1ApplicationStatusBody, statusBodyExample),
        response: { 200: shown(v1Application, applicationExample), ...problems(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const applicationId = request.params.id;
      const { status, rejectRemaining } = request.body;
      await idempotent(db, request, reply, async () => {
        await changeHiringStatus(ctx, actor(request), applicationId, status, { rejectRemaining });
        return { status: 200, body: await readApplication(db, actor(request), applicationId) };
      });
      return reply;
    },
  );

  api.get(
    '/api/v1/candidates/:id',
    {
      preHandler: preHandler('candidates:read'),
      schema: {
        ...v1('v1GetCandidate', 'A candidate who applied to or was invited by the company, as the company sees them', 'candidates:read'),
        params: v1IdParams,
        response: { 200: shown(v1Candidate, candidateExample), ...problems(400, 401, 403, 404, 429) },
      },
    },
    async (request) => readCandidate(db, actor(request), request.params.id),
  );
}
