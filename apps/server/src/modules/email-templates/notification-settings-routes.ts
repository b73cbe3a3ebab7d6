import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind, notificationSettingsBody } from '@talentmatch/shared/email-templates';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { getNotificationSettings, updateNotificationSettings } from './service.ts';

/** Each kind of email notification, on or off. */
const notificationSettingsAnswer = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
);

/** GET/PUT api/account/notifications: which emails a signed-in user receives. */
export async function notificationSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const preHandler = ctx.authenticate;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account/notifications',
    {
      preHandler,
      schema: {
        ...operation('Account', 'getNotificationSettings', 'Which email notifications the account receives'),
        response: { 200: notificationSettingsAnswer, ...problems(401) },
      },
    },
    async (request) => getNotificationSettings(ctx.db, requireAuth(request).userId),
  );

  api.put(
    '/api/account/notifications',
    {
      preHandler,
      schema: {
        ...operation('Account', 'updateNotificationSettings', 'Turn email notifications on or off (the kinds sent change; the rest stay)'),
        body: notificationSettingsBody,
        response: { 200: notificationSettingsAnswer, ...problems(400, 401) },
      },
    },
    async (request) => updateNotificationSettings(ctx.db, requireAuth(request).userId, request.body),
  );
}
