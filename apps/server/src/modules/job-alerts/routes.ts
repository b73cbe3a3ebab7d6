import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JOB_ALERT_MESSAGES, jobAlertBody, jobAlertTokenBody, publicJobAlertBody } from '@talentmatch/shared/job-alerts';
import { noContent, operation, problems } from '../../platform/api-schema.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { uuidParams } from '../../platform/params.ts';
import { defineJobAlertJobs } from './digest.ts';
import { jobAlertAnswer, jobAlertListAnswer, jobAlertMessageAnswer, unsubscribeBodyDoc } from './schema.ts';
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
  const candidate = [authenticate, requireRole('Candidate')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Job alerts';
  defineJobAlertJobs(ctx.jobs, ctx, app.log);

  api.get(
    '/api/job-alerts',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'listJobAlerts', "The candidate's job alerts"),
        response: { 200: jobAlertListAnswer, ...problems(401, 403) },
      },
    },
    async (request) => ({ items: await listMyAlerts(db, actorOf(request)) }),
  );

  api.post(
    '/api/job-alerts',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'createJobAlert', 'Save a search as a job alert (at most 20)'),
        body: jobAlertBody,
        response: { 201: jobAlertAnswer, ...problems(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createMyAlert(db, actorOf(request), request.body)),
  );

  api.put(
    '/api/job-alerts/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'updateJobAlert', "Change one of the candidate's job alerts"),
        params: idParams,
        body: jobAlertBody,
        response: { 200: jobAlertAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateMyAlert(db, actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/job-alerts/:id',
    {
      preHandler: candidate,
      schema: {
        ...operation(tag, 'deleteJobAlert', "Delete one of the candidate's job alerts"),
        params: idParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteMyAlert(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // each subscription mails an address anyone may type: limited per IP like the other anonymous mails
  api.post(
    '/api/public/job-alerts',
    {
      preHandler: ctx.limiters.emailPerIp,
      schema: {
        ...operation(tag, 'subscribeToJobAlert', "A visitor's job alert; it starts once the emailed link confirms the address", 'public'),
        body: publicJobAlertBody,
        response: { 202: jobAlertMessageAnswer, ...problems(400, 429) },
      },
    },
    async (request, reply) => {
      await subscribeVisitor(ctx, request.body);
      return reply.status(202).send({ message: JOB_ALERT_MESSAGES.subscribed });
    },
  );

  api.post(
    '/api/public/job-alerts/confirm',
    {
      preHandler: ctx.limiters.emailConfirm,
      schema: {
        ...operation(tag, 'confirmJobAlert', "Confirm a visitor's job alert with the token of its email", 'public'),
        body: jobAlertTokenBody,
        response: { 200: jobAlertMessageAnswer, ...problems(400, 429) },
      },
    },
    async (request) => {
      await confirmVisitorAlert(db, request.body.token);
      return { message: JOB_ALERT_MESSAGES.confirmed };
    },
  );

  // One-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` as a form to the address with the token in
  // its query; the unsubscribe page posts JSON with the token. The query's token wins, so the route reads the body.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/public/job-alerts/unsubscribe',
      {
        schema: {
          ...operation(tag, 'unsubscribeFromJobAlert', 'Stop a job alert (RFC 8058 one-click, or the unsubscribe page)', 'public'),
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          querystring: jobAlertTokenBody.partial(),
          body: unsubscribeBodyDoc.optional(),
          response: { 200: jobAlertMessageAnswer, ...problems(400) },
        },
      },
      async (request) => {
        const fromBody = typeof request.body === 'object' && request.body ? (request.body as { token?: unknown }).token : undefined;
        const token = request.query.token ?? parseOrThrow(jobAlertTokenBody, { token: fromBody }).token;
        await unsubscribeAlert(db, ctx.config.jwtSecret, token);
        return { message: JOB_ALERT_MESSAGES.unsubscribed };
      },
    );
  });
}
