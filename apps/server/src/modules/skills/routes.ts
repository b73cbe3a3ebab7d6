import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { skillBody, skillMergeBody } from '@talentmatch/shared/catalogues';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { can } from './policy.ts';
import { skillAnswer, skillCategoriesAnswer, skillIdParams, skillListAnswer, skillListQuery } from './schema.ts';
import { listCategories, type SkillService } from './service.ts';

export async function skillRoutes(app: FastifyInstance, ctx: AppContext, skills: SkillService) {
  const { createSkill, getSkill, listSkills, mergeSkill, updateSkill } = skills;
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/skills',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Skills', 'listSkills', 'Search the skill catalogue (administrators: inactive and merged skills too)'),
        querystring: skillListQuery,
        response: { 200: skillListAnswer, ...problems(400, 401) },
      },
    },
    async (request) => listSkills(db, request.query, { includeInactive: can(requireAuth(request), 'seeInactive') }),
  );

  api.get(
    '/api/skills/categories',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Skills', 'listSkillCategories', 'The skill categories in use'),
        response: { 200: skillCategoriesAnswer, ...problems(401) },
      },
    },
    async () => listCategories(db),
  );

  api.get(
    '/api/skills/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Skills', 'getSkill', 'One skill'),
        params: skillIdParams,
        response: { 200: skillAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getSkill(db, request.params.id),
  );

  api.post(
    '/api/skills',
    {
      preHandler: admin,
      schema: {
        ...operation('Skills', 'createSkill', 'Add a skill'),
        body: skillBody,
        response: { 201: skillAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createSkill(db, request.body)),
  );

  api.put(
    '/api/skills/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Skills', 'updateSkill', 'Change a skill'),
        params: skillIdParams,
        body: skillBody,
        response: { 200: skillAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateSkill(db, request.params.id, request.body),
  );

  api.post(
    '/api/skills/:id/merge',
    {
      preHandler: admin,
      schema: {
        ...operation('Skills', 'mergeSkill', "Merge a skill into another (its candidates' and jobs' uses move over)"),
        params: skillIdParams,
        body: skillMergeBody,
        response: { 200: skillAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => mergeSkill(db, request.params.id, request.body.targetId),
  );
}
