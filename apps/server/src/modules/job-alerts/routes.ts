import type { FastifyInstance } from 'fastify';
import { JOB_ALERT_MESSAGES, jobAlertBody, jobAlertTokenBody, publicJobAlertBody } from '@talentmatch/shared/job-alerts';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { uuidParams } from '../../platform/params.ts';
import { defineJobAlertJobs } from './digest.ts';
import {
  confirmVisitorAlert,
  createMyAlert,
  deleteMyAlert,
  listMyAlerts,
  subscribeVisitor,
  unsubscribeAlert,
  updateMyAlert,
} from './service.ts';

const idParams = uuidParams('Not a valid job alert id.');

/**
 * Job alerts (docs/public-pages.md): a candidate's saved searches (`/api/job-alerts`), a visitor's subscription with
 * double opt-in, and the one-click unsubscribe (RFC 8058: a POST to the List-Unsubscribe address, no login).
 */
export async function jobAlertRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const candidate = { preHandler: [authenticate, requireRole('Candidate')] };
  defineJobAlertJobs(ctx.jobs, ctx, app.log);

  app.get('/api/job-alerts', candidate, async (request) => ({ items: await listMyAlerts(db, actorOf(request)) }));
  app.post('/api/job-alerts', candidate, async (request, reply) =>
    reply.status(201).send(await createMyAlert(db, actorOf(request), parseOrThrow(jobAlertBody, request.body))),
  );
  app.put('/api/job-alerts/:id', candidate, async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    return updateMyAlert(db, actorOf(request), id, parseOrThrow(jobAlertBody, request.body));
  });
  app.delete('/api/job-alerts/:id', candidate, async (request, reply) => {
    const { id } = parseOrThrow(idParams, request.params);
    await deleteMyAlert(db, actorOf(request), id);
    return reply.status(204).send();
  });

  // each subscription mails an address anyone may type: limited per IP like the other anonymous mails
  app.post('/api/public/job-alerts', { preHandler: ctx.limiters.emailPerIp }, async (request, reply) => {
    await subscribeVisitor(ctx, parseOrThrow(publicJobAlertBody, request.body));
    return reply.status(202).send({ message: JOB_ALERT_MESSAGES.subscribed });
  });
  app.post('/api/public/job-alerts/confirm', { preHandler: ctx.limiters.emailConfirm }, async (request) => {
    await confirmVisitorAlert(db, parseOrThrow(jobAlertTokenBody, request.body).token);
    return { message: JOB_ALERT_MESSAGES.confirmed };
  });

  // One-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form to the address with the token in
  // its query; the unsubscribe page posts JSON with the token.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/api/public/job-alerts/unsubscribe', async (request) => {
      const fromQuery = (request.query as { token?: unknown } | undefined)?.token;
      const fromBody = typeof request.body === 'object' && request.body ? (request.body as { token?: unknown }).token : undefined;
      const { token } = parseOrThrow(jobAlertTokenBody, { token: fromQuery ?? fromBody });
      await unsubscribeAlert(db, ctx.config.jwtSecret, token);
      return { message: JOB_ALERT_MESSAGES.unsubscribed };
    });
  });
}
