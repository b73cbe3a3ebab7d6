import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announcementCreateBody, announcementSendBody } from '@talentmatch/shared/email-templates';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { escapeHtml } from '../../platform/html.ts';
import { parseOrThrow } from '../../platform/errors.ts';
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
import { notificationSettingsRoutes } from './notification-settings-routes.ts';
import { ANNOUNCEMENT_JOB, createAnnouncement, listAnnouncements } from './announcements.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('This email template does not exist.');
const unsubscribeQuery = z.object({ u: z.string().uuid('This unsubscribe link is not valid.'), t: z.string().min(1).max(100) });

/** Email templates (administrators), notification settings (every user) and the unsubscribe link. */
export async function emailTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { preHandler: [ctx.authenticate, requireRole('Administrator')] };
  const id = (params: unknown) => parseOrThrow(idParams, params).id;

  app.get('/api/email-templates', admin, async () => listEmailTemplates(ctx.db));
  app.get('/api/email-templates/:id', admin, async (request) => getEmailTemplate(ctx.db, id(request.params)));
  app.put('/api/email-templates/:id', admin, async (request) =>
    updateEmailTemplate(ctx.db, requireAuth(request).userId, id(request.params), request.body ?? {}),
  );
  app.post('/api/email-templates/:id/reset', admin, async (request) =>
    resetEmailTemplate(ctx.db, requireAuth(request).userId, id(request.params)),
  );
  app.post('/api/email-templates/:id/preview', admin, async (request) =>
    previewEmailTemplate(ctx.db, id(request.params), request.body ?? {}, { publicUrl: ctx.config.publicUrl }),
  );
  app.post('/api/email-templates/:id/test', admin, async (request) =>
    sendTestEmail(ctx, requireAuth(request).userId, id(request.params), request.body ?? {}),
  );
  app.post('/api/email-templates', admin, async (request, reply) => {
    const body = parseOrThrow(announcementCreateBody, request.body);
    return reply.status(201).send(await createAnnouncementTemplate(ctx.db, requireAuth(request).userId, body));
  });
  app.delete('/api/email-templates/:id', admin, async (request, reply) => {
    await deleteAnnouncementTemplate(ctx.db, requireAuth(request).userId, id(request.params));
    return reply.status(204).send();
  });
  app.get('/api/email-templates/:id/announcements', admin, async (request) => listAnnouncements(ctx.db, id(request.params)));
  app.post('/api/email-templates/:id/announcements', admin, async (request, reply) => {
    const templateId = id(request.params);
    const { audience } = parseOrThrow(announcementSendBody, request.body);
    const announcement = await createAnnouncement(ctx.db, requireAuth(request).userId, templateId, audience);
    // sent in batches by the job queue, with its progress on the announcement (docs/background-jobs.md)
    await ctx.jobs.enqueue(ANNOUNCEMENT_JOB, { announcementId: announcement.id });
    return reply.status(202).send(announcement);
  });

  await notificationSettingsRoutes(app, ctx);

  app.get('/api/email/unsubscribe', async (request, reply) => {
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
  });
}
