import type { FastifyInstance } from 'fastify';
import { outboxListQuery } from '@talentmatch/shared/outbox';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { outboxSealKey } from '../../platform/mail.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { outboxEmailIdParams } from './schema.ts';
import { listOutboxEmails, readOutboxEmail, retryOutboxEmail } from './service.ts';

/** The email outbox for administrators: delivery state of every email, and a retry for the failed ones (docs/background-jobs.md). */
export async function emailOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, jobs, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];

  app.get('/api/admin/emails', { preHandler: admin }, async (request) =>
    listOutboxEmails(db, parseOrThrow(outboxListQuery, request.query)),
  );

  app.get('/api/admin/emails/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(outboxEmailIdParams, request.params);
    // outside production and without SMTP the logged mail's one-time link is shown (the local "follow the link" path)
    const unseal = ctx.config.env !== 'production' && !ctx.config.smtpUrl ? outboxSealKey(ctx.config.jwtSecret) : undefined;
    return readOutboxEmail(db, requireAuth(request).userId, id, unseal);
  });

  app.post('/api/admin/emails/:id/retry', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(outboxEmailIdParams, request.params);
    return retryOutboxEmail({ db, jobs }, id);
  });
}
