import type { FastifyInstance } from 'fastify';
import { scoreMessagesBody } from '@talentmatch/shared/score';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { listScoreMessages, replaceScoreMessages } from './service.ts';

/** admin/score-messages: the set is saved whole so coverage of 0–100 can always be checked. */
export async function scoreMessageRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  app.get('/api/score-messages', { preHandler: admin }, async () => listScoreMessages(db));
  app.put('/api/score-messages', { preHandler: admin }, async (request) =>
    replaceScoreMessages(db, parseOrThrow(scoreMessagesBody, request.body)),
  );
}
