import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcementCreateBody, announcementSendBody } from '@talentmatch/shared/email-templates';
import { fileAnswer, noContent, operation, problems } from '../../platform/api-schema.ts';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { escapeHtml } from '../../platform/html.ts';
import {
  createAnnouncementTemplate,
  deleteAnnouncementTemplate,
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  resetEmailTemplate,
  sendTestEmail,
  unsubscribe,
  updateEmailTemplate,
} from './service.ts';
import { ANNOUNCEMENT_JOB, createAnnouncement, listAnnouncements } from './announcements.ts';
import { notificationSettingsRoutes } from './notification-settings-routes.ts';
import { uuidParams } from '../../platform/params.ts';
import {
  announcementAnswer,
  emailPreviewAnswer,
  emailTemplateAnswer,
  templateContentDoc,
  testEmailAnswer,
  unsubscribeQuery,
  unsubscribeQueryDoc,
} from './schema.ts';

const idParams = uuidParams('This email template does not exist.');

/** Email templates (administrators), notification settings (every user) and the unsubscribe link. */
export async function emailTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = [ctx.authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Email templates';

  api.get(
    '/api/email-templates',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listEmailTemplates', 'Every email template: the built-in ones, then the announcements'),
        response: { 200: z.array(emailTemplateAnswer), ...problems(401, 403) },
      },
    },
    async () => listEmailTemplates(ctx.db),
  );

  api.get(
    '/api/email-templates/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getEmailTemplate', 'One email template with the placeholders it may use'),
        params: idParams,
        response: { 200: emailTemplateAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getEmailTemplate(ctx.db, request.params.id),
  );

  api.put(
    '/api/email-templates/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'updateEmailTemplate', "Change a template's subject and body (checked against its placeholders)"),
        params: idParams,
        body: templateContentDoc("The new subject and body (markdown; only the template's placeholders)"),
        response: { 200: emailTemplateAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateEmailTemplate(ctx.db, requireAuth(request).userId, request.params.id, request.body ?? {}),
  );

  api.post(
    '/api/email-templates/:id/reset',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'resetEmailTemplate', 'Put a built-in template back to its default text'),
        params: idParams,
        response: { 200: emailTemplateAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resetEmailTemplate(ctx.db, requireAuth(request).userId, request.params.id),
  );

  api.post(
    '/api/email-templates/:id/preview',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'previewEmailTemplate', 'The email with sample values: the subject and body given, or the stored ones'),
        params: idParams,
        body: templateContentDoc('Unsaved subject and body to preview (empty: the stored ones)').optional(),
        response: { 200: emailPreviewAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => previewEmailTemplate(ctx.db, request.params.id, request.body ?? {}, { publicUrl: ctx.config.publicUrl }),
  );

  api.post(
    '/api/email-templates/:id/test',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'sendTestEmail', 'Mail the preview to the administrator'),
        params: idParams,
        body: templateContentDoc('Unsaved subject and body to send (empty: the stored ones)').optional(),
        response: { 200: testEmailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => sendTestEmail(ctx, requireAuth(request).userId, request.params.id, request.body ?? {}),
  );

  api.post(
    '/api/email-templates',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'createAnnouncementTemplate', 'A new announcement template'),
        body: announcementCreateBody,
        response: { 201: emailTemplateAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createAnnouncementTemplate(ctx.db, requireAuth(request).userId, request.body)),
  );

  api.delete(
    '/api/email-templates/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'deleteAnnouncementTemplate', 'Delete an announcement template (built-in ones cannot be deleted)'),
        params: idParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAnnouncementTemplate(ctx.db, requireAuth(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/email-templates/:id/announcements',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listAnnouncements', "An announcement template's sendings and their progress, newest first"),
        params: idParams,
        response: { 200: z.array(announcementAnswer), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => listAnnouncements(ctx.db, request.params.id),
  );

  api.post(
    '/api/email-templates/:id/announcements',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'sendAnnouncement', 'Send an announcement to an audience (queued, sent in batches)'),
        params: idParams,
        body: announcementSendBody,
        response: { 202: announcementAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const announcement = await createAnnouncement(ctx.db, requireAuth(request).userId, request.params.id, request.body.audience);
      // sent in batches by the job queue, with its progress on the announcement (docs/background-jobs.md)
      await ctx.jobs.enqueue(ANNOUNCEMENT_JOB, { announcementId: announcement.id });
      return reply.status(202).send(announcement);
    },
  );

  await notificationSettingsRoutes(app, ctx);

  api.get(
    '/api/email/unsubscribe',
    {
      schema: {
        ...operation(tag, 'unsubscribeFromAnnouncements', "An announcement's unsubscribe link: a page saying whether it worked", 'public'),
        querystring: unsubscribeQueryDoc,
        response: {
          200: fileAnswer('text/html', 'Announcements are off for this user'),
          400: fileAnswer('text/html', 'The link is not valid'),
        },
      },
    },
    async (request, reply) => {
      const parsed = unsubscribeQuery.safeParse(request.query);
      const ok = parsed.success && (await unsubscribe(ctx.db, ctx.config.jwtSecret, parsed.data.u, parsed.data.t));
      const text = ok
        ? 'You will no longer receive announcements. You can turn them back on in Settings → Notifications.'
        : 'This unsubscribe link is not valid. You can turn announcements off in Settings → Notifications.';
      return reply
        .status(ok ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribe</title></head><body style="font-family:Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#212529"><h1 style="font-size:22px">Announcements</h1><p>${escapeHtml(text)}</p><p><a href="/login">Go to the site</a></p></body></html>`,
        );
    },
  );
}
