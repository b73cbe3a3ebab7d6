import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobSearchQuery } from '@talentmatch/shared/matching';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { jobForCandidate, recommendedJobs, searchJobs } from './service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid job id.');
const recommendedQuery = z.object({
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? 6 : v),
    z.coerce.number({ error: 'Limit must be a number.' }).int().min(1, 'Limit must be at least 1.').max(20, 'Limit must be at most 20.'),
  ),
});

/** candidate/jobs and candidate/jobs/{id}: the job board is the candidate's (employers have their own job pages). */
export async function jobSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const candidate = [authenticate, requireRole('Candidate')];

  app.get('/api/job-board/jobs', { preHandler: candidate }, async (request) =>
    searchJobs(db, requireAuth(request).userId, parseOrThrow(jobSearchQuery, request.query)),
  );
  app.get('/api/job-board/recommended', { preHandler: candidate }, async (request) => {
    const { limit } = parseOrThrow(recommendedQuery, request.query);
    return { items: await recommendedJobs(db, requireAuth(request).userId, limit) };
  });
  app.get('/api/job-board/jobs/:id', { preHandler: candidate }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return jobForCandidate(db, requireAuth(request).userId, id);
  });
}
