import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobSearchQuery } from '@talentmatch/shared/matching';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams, jobBoardDetailAnswer, jobSearchAnswer, recommendedAnswer, recommendedQuery } from './schema.ts';
import { jobForCandidate, recommendedJobs, searchJobs } from './service.ts';

/** candidate/jobs and candidate/jobs/{id}: the job board is the candidate's (employers have their own job pages). */
export async function jobSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const candidate = [authenticate, requireRole('Candidate')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/job-board/jobs',
    {
      preHandler: candidate,
      schema: {
        ...operation('Job search', 'searchJobBoard', 'Search the open jobs (by relevance, date or match)'),
        querystring: jobSearchQuery,
        response: { 200: jobSearchAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => searchJobs(db, requireAuth(request).userId, request.query),
  );
  api.get(
    '/api/job-board/recommended',
    {
      preHandler: candidate,
      schema: {
        ...operation('Job search', 'listRecommendedJobs', 'The open jobs that match the candidate best'),
        querystring: recommendedQuery,
        response: { 200: recommendedAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => ({ items: await recommendedJobs(db, requireAuth(request).userId, request.query.limit) }),
  );
  api.get(
    '/api/job-board/jobs/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation('Job search', 'getJobBoardJob', 'An open job, with the match and where the candidate stands with it'),
        params: idParams,
        response: { 200: jobBoardDetailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => jobForCandidate(db, requireAuth(request).userId, request.params.id),
  );
}
