import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoreMessagesBody } from '@talentmatch/shared/score';
import { operation, problems, uuid } from '../../platform/api-schema.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { listScoreMessages, replaceScoreMessages } from './service.ts';

const scoreMessagesAnswer = z.array(
  z.object({
    id: uuid,
    minScore: z.number().int(),
    maxScore: z.number().int(),
    title: z.string(),
    message: z.string(),
    nextSteps: z.string(),
  }),
);

/** admin/score-messages: the set is saved whole so coverage of 0–100 can always be checked. */
export async function scoreMessageRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/score-messages',
    {
      preHandler: admin,
      schema: {
        ...operation('Score messages', 'listScoreMessages', 'The score ranges and their messages'),
        response: { 200: scoreMessagesAnswer, ...problems(401, 403) },
      },
    },
    async () => listScoreMessages(db),
  );
  api.put(
    '/api/score-messages',
    {
      preHandler: admin,
      schema: {
        ...operation('Score messages', 'replaceScoreMessages', 'Replace the whole set (the ranges must cover 0–100 without overlap)'),
        body: scoreMessagesBody,
        response: { 200: scoreMessagesAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => replaceScoreMessages(db, request.body),
  );
}
