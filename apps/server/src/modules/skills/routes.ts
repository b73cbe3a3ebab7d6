import type { FastifyInstance } from 'fastify';
import { skillBody, skillMergeBody } from '@talentmatch/shared/catalogues';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { canSeeInactiveSkills } from './policy.ts';
import { skillIdParams, skillListQuery } from './schema.ts';
import { createSkill, getSkill, listCategories, listSkills, mergeSkill, updateSkill } from './service.ts';

export async function skillRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];

  app.get('/api/skills', { preHandler: authenticate }, async (request) => {
    const query = parseOrThrow(skillListQuery, request.query);
    return listSkills(db, query, { includeInactive: canSeeInactiveSkills(requireAuth(request).roles) });
  });

  app.get('/api/skills/categories', { preHandler: authenticate }, async () => listCategories(db));

  app.get('/api/skills/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(skillIdParams, request.params);
    return getSkill(db, id);
  });

  app.post('/api/skills', { preHandler: admin }, async (request, reply) => {
    const body = parseOrThrow(skillBody, request.body);
    return reply.status(201).send(await createSkill(db, body));
  });

  app.put('/api/skills/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(skillIdParams, request.params);
    const body = parseOrThrow(skillBody, request.body);
    return updateSkill(db, id, body);
  });

  app.post('/api/skills/:id/merge', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(skillIdParams, request.params);
    const { targetId } = parseOrThrow(skillMergeBody, request.body);
    return mergeSkill(db, id, targetId);
  });
}
