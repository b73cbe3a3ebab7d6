import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { experienceAreaBody } from '@talentmatch/shared/catalogues';
import { operation, problems, timestamp, uuid } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import type { AreaService } from './service.ts';
import { uuidParams } from '../../platform/params.ts';
import { can } from './policy.ts';

const idParams = uuidParams('Not a valid experience area id.');

const areaAnswer = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    jobExperienceCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'ExperienceArea' });

/** The experience-area catalogue (admin/experiences); candidates and employers read the active areas. */
export async function experienceAreaRoutes(app: FastifyInstance, ctx: AppContext, areas: AreaService) {
  const { createArea, getArea, listAreas, updateArea } = areas;
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/experience-areas',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Experience areas', 'listExperienceAreas', 'The experience areas (administrators: inactive ones too)'),
        response: { 200: z.array(areaAnswer), ...problems(401) },
      },
    },
    async (request) => listAreas(db, { includeInactive: can(requireAuth(request), 'seeInactive') }),
  );
  api.get(
    '/api/experience-areas/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Experience areas', 'getExperienceArea', 'One experience area'),
        params: idParams,
        response: { 200: areaAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getArea(db, request.params.id),
  );
  api.post(
    '/api/experience-areas',
    {
      preHandler: admin,
      schema: {
        ...operation('Experience areas', 'createExperienceArea', 'Add an experience area'),
        body: experienceAreaBody,
        response: { 201: areaAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createArea(db, request.body)),
  );
  api.put(
    '/api/experience-areas/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Experience areas', 'updateExperienceArea', 'Change an experience area'),
        params: idParams,
        body: experienceAreaBody,
        response: { 200: areaAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateArea(db, request.params.id, request.body),
  );
}
