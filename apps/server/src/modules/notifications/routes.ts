import type { FastifyInstance } from 'fastify';
import { noticeListQuery, noticeReadBody } from '@talentmatch/shared/notifications';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { listNotices, markNoticesRead, unreadNotices } from './service.ts';

/** The signed-in user's notification centre: every route acts on the caller's own notices only. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;

  app.get('/api/notifications', { preHandler: authenticate }, async (request) => {
    const auth = requireAuth(request);
    return listNotices(db, auth.userId, parseOrThrow(noticeListQuery, request.query));
  });

  app.get('/api/notifications/unread-count', { preHandler: authenticate }, async (request) => ({
    count: await unreadNotices(db, requireAuth(request).userId),
  }));

  app.post('/api/notifications/read', { preHandler: authenticate }, async (request) => {
    const auth = requireAuth(request);
    const { ids } = parseOrThrow(noticeReadBody, request.body);
    return markNoticesRead(ctx, auth.userId, ids);
  });
}
