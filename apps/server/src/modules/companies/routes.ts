import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { getCompanyLogo } from './service.ts';

const idParams = z.object({ id: z.string().uuid('Not a valid id.') });

export async function companyRoutes(app: FastifyInstance, ctx: AppContext) {
  // Public: logos appear on landing pages and job postings.
  app.get('/api/companies/:id/logo', async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new NotFoundError('This company has no logo.');
    const logo = await getCompanyLogo(ctx, parsed.data.id);
    if (!logo) throw new NotFoundError('This company has no logo.');
    return reply
      .type(logo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=300')
      .send(logo.data);
  });
}

