import type { FastifyInstance } from 'fastify';
import { experienceAreaBody } from '@talentmatch/shared/catalogues';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { createArea, getArea, listAreas, updateArea } from './service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid experience area id.');

/** The experience-area catalogue (admin/experiences); candidates and employers read the active areas. */
export async function experienceAreaRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];

  app.get('/api/experience-areas', { preHandler: authenticate }, async (request) =>
    listAreas(db, { includeInactive: requireAuth(request).roles.includes('Administrator') }),
  );
  app.get('/api/experience-areas/:id', { preHandler: admin }, async (request) => getArea(db, parseOrThrow(idParams, request.params).id));
  app.post('/api/experience-areas', { preHandler: admin }, async (request, reply) =>
    reply.status(201).send(await createArea(db, parseOrThrow(experienceAreaBody, request.body))),
  );
  app.put('/api/experience-areas/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return updateArea(db, id, parseOrThrow(experienceAreaBody, request.body));
  });
}
