import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListQuery } from '@talentmatch/shared/outbox';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { outboxSealKey } from '../../platform/mail.ts';
import { outboxEmailAnswer, outboxEmailIdParams, outboxEmailListAnswer } from './schema.ts';
import { listOutboxEmails, readOutboxEmail, retryOutboxEmail } from './service.ts';

/** The email outbox for administrators: delivery state of every email, and a retry for the failed ones (docs/background-jobs.md). */
export async function emailOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, jobs, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/emails',
    {
      preHandler: admin,
      schema: {
        ...operation('Email outbox', 'listOutboxEmails', 'The outbox: every email with its delivery state'),
        querystring: outboxListQuery,
        response: { 200: outboxEmailListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listOutboxEmails(db, request.query),
  );

  api.get(
    '/api/admin/emails/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Email outbox', 'getOutboxEmail', 'One email of the outbox (read access is audited)'),
        params: outboxEmailIdParams,
        response: { 200: outboxEmailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // outside production and without SMTP the logged mail's one-time link is shown (the local "follow the link" path)
      const unseal = ctx.config.env !== 'production' && !ctx.config.smtpUrl ? outboxSealKey(ctx.config.jwtSecret) : undefined;
      return readOutboxEmail(db, requireAuth(request).userId, request.params.id, unseal);
    },
  );

  api.post(
    '/api/admin/emails/:id/retry',
    {
      preHandler: admin,
      schema: {
        ...operation('Email outbox', 'retryOutboxEmail', 'Send a failed email again'),
        params: outboxEmailIdParams,
        response: { 200: outboxEmailAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => retryOutboxEmail({ db, jobs }, request.params.id),
  );
}
