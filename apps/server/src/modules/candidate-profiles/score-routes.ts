import { required } from '@talentmatch/shared/required';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCORE_COMPONENTS } from '@talentmatch/shared/score';
import { operation, problems, timestamp } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { scoreHistoryAnswer } from './schema.ts';
import { can } from './policy.ts';
import { type CandidateProfiles, candidateVisibility, getScoreHistory } from './service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid candidate id.');
const component = z.enum(SCORE_COMPONENTS);
const scoreAnswer = z.object({
  score: z.number(),
  components: z.array(
    z.object({
      key: component,
      label: z.string(),
      points: z.number(),
      max: z.number(),
      status: z.enum(['ok', 'unavailable']),
      explanation: z.string(),
    }),
  ),
  message: z
    .object({ minScore: z.number().int(), maxScore: z.number().int(), title: z.string(), message: z.string(), nextSteps: z.string() })
    .nullable(),
  actions: z.array(z.object({ component, text: z.string(), gain: z.number(), path: z.string() })),
  checklist: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean(), path: z.string() })),
  updatedAt: timestamp.nullable(),
});
const CANDIDATE_NOT_VISIBLE = 'This candidate does not exist or is not visible to employers.';

/** The score calls: the candidate's own score and history, and an employer's view of a visible candidate's. */
export async function candidateScoreRoutes(app: FastifyInstance, ctx: AppContext, profiles: Pick<CandidateProfiles, 'getScore'>) {
  const { getScore } = profiles;
  const { db, authenticate } = ctx;

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/candidate/score',
    {
      preHandler: [authenticate, requireRole('Candidate')],
      schema: {
        ...operation('Candidate score', 'getMyScore', "The candidate's score, its parts and the next steps"),
        response: { 200: scoreAnswer, ...problems(401, 403) },
      },
    },
    async (request) => getScore(db, requireAuth(request).userId),
  );

  api.get(
    '/api/candidate/score/history',
    {
      preHandler: [authenticate, requireRole('Candidate')],
      schema: {
        ...operation('Candidate score', 'getMyScoreHistory', "The candidate's score over time"),
        response: { 200: scoreHistoryAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => {
      const history = await getScoreHistory(db, requireAuth(request).userId);
      if (!history) throw new NotFoundError('You have not created your profile yet.');
      return history;
    },
  );

  // employer/candidates/scores/{id}: hidden candidates answer 404, as if they did not exist.
  api.get(
    '/api/candidates/:id/score/history',
    {
      preHandler: [authenticate, requireRole('Employer', 'Administrator')],
      schema: {
        ...operation('Candidate score', 'getCandidateScoreHistory', "A visible candidate's score over time"),
        params: idParams,
        response: { 200: scoreHistoryAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const auth = requireAuth(request);
      if (!can(auth, 'view', await candidateVisibility(db, id))) throw new NotFoundError(CANDIDATE_NOT_VISIBLE);
      return required(await getScoreHistory(db, id));
    },
  );
}
