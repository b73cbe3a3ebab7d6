import type { FastifyInstance } from 'fastify';
import { dropdownCreateBody, dropdownOptionCreateBody, dropdownOptionUpdateBody, type DropdownKind } from '@talentmatch/shared/catalogues';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { activeOptions, createOption, listAll, listDropdowns, updateOption } from './service.ts';

/** Every Dropdowns call of specification §7, with the body shapes of docs/candidate-profiles.md. */
export async function dropdownRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];

  app.get('/api/dropdown/dropdowns', { preHandler: admin }, async () => listDropdowns(db));
  app.get('/api/dropdown/all', { preHandler: admin }, async () => listAll(db));

  app.post('/api/dropdown', { preHandler: admin }, async (request, reply) => {
    const body = parseOrThrow(dropdownCreateBody, request.body);
    return reply.status(201).send(await createOption(db, body));
  });

  app.put('/api/dropdown/option', { preHandler: admin }, async (request) =>
    updateOption(db, parseOrThrow(dropdownOptionUpdateBody, request.body)),
  );

  for (const kind of ['degree', 'years', 'education'] as const satisfies DropdownKind[]) {
    app.get(`/api/options/${kind}`, { preHandler: authenticate }, async () => activeOptions(db, kind));
    app.post(`/api/dropdown/${kind}`, { preHandler: admin }, async (request, reply) => {
      const body = parseOrThrow(dropdownOptionCreateBody, request.body);
      return reply.status(201).send(await createOption(db, { ...body, kind, list: '' }));
    });
    app.put(`/api/dropdown/${kind}`, { preHandler: admin }, async (request) =>
      updateOption(db, parseOrThrow(dropdownOptionUpdateBody, request.body), kind),
    );
  }
}
