import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageTemplateBody } from '@talentmatch/shared/hiring-requests';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { messageTemplateAnswer, messageTemplateListAnswer } from './schema.ts';
import { listMessageTemplates, saveMessageTemplate } from './service.ts';

/** GET/PUT api/message/template: administrators read and edit the hiring message templates. */
export async function messageTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const preHandler = [ctx.authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/message/template',
    {
      preHandler,
      schema: {
        ...operation('Message templates', 'listMessageTemplates', 'The hiring message templates and the placeholders they may use'),
        response: { 200: messageTemplateListAnswer, ...problems(401, 403) },
      },
    },
    async () => listMessageTemplates(ctx.db),
  );

  api.put(
    '/api/message/template',
    {
      preHandler,
      schema: {
        ...operation('Message templates', 'saveMessageTemplate', "Change a template's subject and body"),
        body: messageTemplateBody,
        response: { 200: messageTemplateAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => saveMessageTemplate(ctx.db, requireAuth(request).userId, request.body),
  );
}
