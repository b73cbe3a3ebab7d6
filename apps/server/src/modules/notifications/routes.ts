import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noticeListQuery, noticeReadBody } from '@talentmatch/shared/notifications';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { noticePageAnswer, noticesReadAnswer, noticeUnreadAnswer } from './schema.ts';
import { listNotices, markNoticesRead, unreadNotices } from './service.ts';

/** The signed-in user's notification centre: every route acts on the caller's own notices only. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Notifications';

  api.get(
    '/api/notifications',
    {
      preHandler: authenticate,
      schema: {
        ...operation(tag, 'listNotifications', "The caller's notifications, newest first"),
        querystring: noticeListQuery,
        response: { 200: noticePageAnswer, ...problems(400, 401) },
      },
    },
    async (request) => listNotices(db, requireAuth(request).userId, request.query),
  );

  api.get(
    '/api/notifications/unread-count',
    {
      preHandler: authenticate,
      schema: {
        ...operation(tag, 'countUnreadNotifications', "How many of the caller's notifications are unread"),
        response: { 200: noticeUnreadAnswer, ...problems(401) },
      },
    },
    async (request) => ({ count: await unreadNotices(db, requireAuth(request).userId) }),
  );

  api.post(
    '/api/notifications/read',
    {
      preHandler: authenticate,
      schema: {
        ...operation(tag, 'markNotificationsRead', "Mark some of the caller's notifications read (others' ids change nothing)"),
        body: noticeReadBody,
        response: { 200: noticesReadAnswer, ...problems(400, 401) },
      },
    },
    async (request) => markNoticesRead(ctx, requireAuth(request).userId, request.body.ids),
  );
}
