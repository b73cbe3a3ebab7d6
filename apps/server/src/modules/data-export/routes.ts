import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_EXPORT_STATUSES, dataExportIdParams, dataExportRequestBody } from '@talentmatch/shared/data-export';
import { fileAnswer, operation, problems, timestamp, uuid } from '../../platform/api-schema.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { contentDisposition } from '../candidate-profiles/service.ts';
import { currentExport, downloadExport, requestExport } from './service.ts';

const exportAnswer = z
  .object({
    id: uuid,
    status: z.enum(DATA_EXPORT_STATUSES),
    requestedAt: timestamp,
    readyAt: timestamp.nullable(),
    expiresAt: timestamp.nullable(),
    size: z.number().int().nullable().describe('archive size in bytes (ready only)'),
  })
  .meta({ id: 'DataExport' });

/** "Download my data" under Settings, for every signed-in user (docs/security.md, "Data rights"). */
export async function dataExportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { authenticate } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account/data-export',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Data export', 'getDataExport', "The caller's current export of their data (null when none is kept)"),
        response: { 200: z.object({ export: exportAnswer.nullable() }), ...problems(401) },
      },
    },
    async (request) => currentExport(ctx, requireAuth(request).userId),
  );

  api.post(
    '/api/account/data-export',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Data export', 'requestDataExport', 'Ask for an archive of all data about the caller (prepared in the background)'),
        body: dataExportRequestBody,
        response: { 202: exportAnswer, ...problems(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.status(202).send(await requestExport(ctx, requireAuth(request).userId)),
  );

  api.get(
    '/api/account/data-export/:id/download',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Data export', 'downloadDataExport', 'Download the prepared archive'),
        params: dataExportIdParams,
        response: { 200: fileAnswer('application/zip', 'The archive'), ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const archive = await downloadExport(ctx, requireAuth(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(archive.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(archive.data);
    },
  );
}
