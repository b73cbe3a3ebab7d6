import { required } from '@talentmatch/shared/required';
import type { FastifyInstance } from 'fastify';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { canViewCandidate } from './policy.ts';
import { candidateVisibility, getScore, getScoreHistory } from './service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid candidate id.');
const CANDIDATE_NOT_VISIBLE = 'This candidate does not exist or is not visible to employers.';

/** The score calls: the candidate's own score and history, and an employer's view of a visible candidate's. */
export async function candidateScoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;

  app.get('/api/candidate/score', { preHandler: [authenticate, requireRole('Candidate')] }, async (request) =>
    getScore(db, requireAuth(request).userId),
  );

  app.get('/api/candidate/score/history', { preHandler: [authenticate, requireRole('Candidate')] }, async (request) => {
    const history = await getScoreHistory(db, requireAuth(request).userId);
    if (!history) throw new NotFoundError('You have not created your profile yet.');
    return history;
  });

  // employer/candidates/scores/{id}: hidden candidates answer 404, as if they did not exist.
  app.get(
    '/api/candidates/:id/score/history',
    { preHandler: [authenticate, requireRole('Employer', 'Administrator')] },
    async (request) => {
      const { id } = parseOrThrow(idParams, request.params);
      const auth = requireAuth(request);
      if (!canViewCandidate(auth, await candidateVisibility(db, id))) throw new NotFoundError(CANDIDATE_NOT_VISIBLE);
      return required(await getScoreHistory(db, id));
    },
  );
}
