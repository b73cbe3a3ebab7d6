import type { FastifyInstance } from 'fastify';
import { messageTemplateBody } from '@talentmatch/shared/hiring-requests';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { listMessageTemplates, saveMessageTemplate } from './service.ts';

/** GET/PUT api/message/template: administrators read and edit the hiring message templates. */
export async function messageTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { preHandler: [ctx.authenticate, requireRole('Administrator')] };

  app.get('/api/message/template', admin, async () => listMessageTemplates(ctx.db));

  app.put('/api/message/template', admin, async (request) =>
    saveMessageTemplate(ctx.db, requireAuth(request).userId, parseOrThrow(messageTemplateBody, request.body)),
  );
}
