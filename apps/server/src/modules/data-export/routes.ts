import type { FastifyInstance } from 'fastify';
import { dataExportIdParams, dataExportRequestBody } from '@talentmatch/shared/data-export';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { contentDisposition } from '../candidate-profiles/service.ts';
import { currentExport, downloadExport, requestExport } from './service.ts';

/** "Download my data" under Settings, for every signed-in user (docs/security.md, "Data rights"). */
export async function dataExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { authenticate } = ctx;

  app.get('/api/account/data-export', { preHandler: authenticate }, async (request) => currentExport(ctx, requireAuth(request).userId));

  app.post('/api/account/data-export', { preHandler: authenticate }, async (request, reply) => {
    const auth = requireAuth(request);
    parseOrThrow(dataExportRequestBody, request.body);
    return reply.status(202).send(await requestExport(ctx, auth.userId));
  });

  app.get('/api/account/data-export/:id/download', { preHandler: authenticate }, async (request, reply) => {
    const auth = requireAuth(request);
    const { id } = parseOrThrow(dataExportIdParams, request.params);
    const archive = await downloadExport(ctx, auth, id);
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(archive.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(archive.data);
  });
}
