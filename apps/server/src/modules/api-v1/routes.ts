import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@talentmatch/shared/api-keys';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow, TypedForbiddenError } from '../../platform/errors.ts';
import { EMAIL_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { PROBLEM_TYPES } from '@talentmatch/shared/problem';
import { apiKeyOf, createApiKeyAuthenticate, requireScope } from '../api-keys/service.ts';
import { changeHiringStatus, type PipelineAfterEffects } from '../applications/service.ts';
import { changeJobStatus, createJob, getJob, type JobDeps, updateJob } from '../jobs/service.ts';
import { idempotent } from './idempotency.ts';
import { v1ApplicationListQuery, v1ApplicationStatusBody, v1IdParams, v1JobBody, v1JobListQuery } from './schemas.ts';
import { listJobApplications, listJobs, readApplication, readCandidate } from './service.ts';

/**
 * The public API, version 1 (docs/integrations.md): `Authorization: Bearer tm_live_…` acts as the key's company,
 * limited to its scopes, rate limited per key. Every write goes through the same services as the web app.
 */
export async function apiV1Routes(app: FastifyInstance, ctx: AppContext & PipelineAfterEffects, deps: JobDeps) {
  const { db } = ctx;
  const authenticate = createApiKeyAuthenticate(db);
  const scoped = (scope: ApiKeyScope) => ({
    preHandler: [authenticate, ctx.limiters.apiPerKey, async (request: FastifyRequest) => requireScope(apiKeyOf(request), scope)],
  });
  const actor = (request: FastifyRequest) => apiKeyOf(request).actor;
  const id = (request: FastifyRequest) => parseOrThrow(v1IdParams, request.params).id;

  app.get('/api/v1/jobs', scoped('jobs:read'), async (request) =>
    listJobs(db, actor(request), parseOrThrow(v1JobListQuery, request.query)),
  );

  app.get('/api/v1/jobs/:id', scoped('jobs:read'), async (request) => getJob(db, actor(request), id(request)));

  app.post('/api/v1/jobs', scoped('jobs:write'), async (request, reply) => {
    const body = parseOrThrow(v1JobBody, request.body);
    return idempotent(db, request, reply, async () => ({
      status: 201,
      body: await createJob(deps, actor(request), body, { publish: false }),
    }));
  });

  app.put('/api/v1/jobs/:id', scoped('jobs:write'), async (request) => {
    const jobId = id(request);
    return updateJob(deps, actor(request), jobId, parseOrThrow(v1JobBody, request.body));
  });

  app.post('/api/v1/jobs/:id/publish', scoped('jobs:write'), async (request, reply) => {
    const jobId = id(request);
    // the web app's rule: publishing needs the account manager's confirmed address
    if (!apiKeyOf(request).emailVerified) throw new TypedForbiddenError(PROBLEM_TYPES.emailNotVerified, EMAIL_MESSAGES.notVerifiedJobs);
    return idempotent(db, request, reply, async () => ({ status: 200, body: await changeJobStatus(deps, actor(request), jobId, 'open') }));
  });

  app.post('/api/v1/jobs/:id/close', scoped('jobs:write'), async (request, reply) => {
    const jobId = id(request);
    return idempotent(db, request, reply, async () => ({
      status: 200,
      body: await changeJobStatus(deps, actor(request), jobId, 'closed'),
    }));
  });

  app.get('/api/v1/jobs/:id/applications', scoped('applications:read'), async (request) => {
    const jobId = id(request);
    return listJobApplications(db, actor(request), jobId, parseOrThrow(v1ApplicationListQuery, request.query));
  });

  app.get('/api/v1/applications/:id', scoped('applications:read'), async (request) => readApplication(db, actor(request), id(request)));

  app.post('/api/v1/applications/:id/status', scoped('applications:write'), async (request, reply) => {
    const applicationId = id(request);
    const { status, rejectRemaining } = parseOrThrow(v1ApplicationStatusBody, request.body);
    return idempotent(db, request, reply, async () => {
      await changeHiringStatus(ctx, actor(request), applicationId, status, { rejectRemaining });
      return { status: 200, body: await readApplication(db, actor(request), applicationId) };
    });
  });

  app.get('/api/v1/candidates/:id', scoped('candidates:read'), async (request) => readCandidate(db, actor(request), id(request)));
}
