import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminCandidateQuery,
  createUserBody,
  makeAdminBody,
  roleParams,
  sessionParams,
  updateUserBody,
  userFilterQuery,
  userIdParams,
  userListQuery,
} from '@talentmatch/shared/administration';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { listCandidatesForAdmin } from '../candidate-profiles/service.ts';
import { adminCandidateDetail } from './candidates.ts';
import { adminDashboardInfo } from './dashboard.ts';
import { startImpersonation, stopImpersonation } from './impersonation.ts';
import { getStaleUserThresholdDays } from '../site-config/service.ts';
import { filterUsers, listStaleUsers, listUsers, listUsersByRole } from '../users/service.ts';
import {
  createUserByAdmin,
  endAllSessions,
  getUserDetail,
  lastLogin,
  listSessions,
  makeAdministrator,
  recordUserViewed,
  revokeAdministrator,
  revokeAllUserSessions,
  revokeUserSession,
  sendResetByAdmin,
  supportAccessFor,
  updateUserByAdmin,
  userAuditTrail,
  type AuditedActor,
} from './service.ts';

const metaOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const auditedActorOf = (request: FastifyRequest): AuditedActor => {
  const auth = requireAuth(request);
  return { userId: auth.userId, sessionId: auth.sessionId, ip: request.ip };
};

/** The administration calls (docs/administration.md): users, administrators, dashboard, impersonation. */
export async function administrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = { preHandler: [authenticate, requireRole('Administrator')] };
  const signedIn = { preHandler: authenticate };

  // Static paths first in the reader's eye; the router prefers them over /api/user/:id anyway.
  app.get('/api/user/all', admin, async (request) => listUsers(db, parseOrThrow(userListQuery, request.query)));
  app.get('/api/user/filter', admin, async (request) => filterUsers(db, parseOrThrow(userFilterQuery, request.query)));
  app.get('/api/user/role/:role', admin, async (request) => {
    const { role } = parseOrThrow(roleParams, request.params);
    return listUsersByRole(db, role, parseOrThrow(userListQuery, request.query));
  });
  app.get('/api/user/admin-dashboard-info', admin, async () => adminDashboardInfo(db));
  app.get('/api/user/stale-users', admin, async (request) =>
    listStaleUsers(db, parseOrThrow(userListQuery, request.query), await getStaleUserThresholdDays(db)),
  );
  app.get('/api/user/last-login', signedIn, async (request) => lastLogin(db, requireAuth(request).userId));

  // the caller's own sessions and the record of support viewing the account (Settings, profile pages)
  app.get('/api/user/me/sessions', signedIn, async (request) => {
    const auth = requireAuth(request);
    return listSessions(db, auth.userId, auth.sessionId);
  });
  app.delete('/api/user/me/sessions', signedIn, async (request, reply) => {
    const auth = requireAuth(request);
    await endAllSessions(ctx, auth.userId, 'logout-elsewhere', { except: auth.sessionId });
    return reply.status(204).send();
  });
  app.get('/api/user/me/support-access', signedIn, async (request) => supportAccessFor(db, requireAuth(request).userId));

  app.get('/api/user/:id', admin, async (request) => {
    const { id } = parseOrThrow(userIdParams, request.params);
    const detail = await getUserDetail(db, id);
    await recordUserViewed(db, requireAuth(request).userId, id, 'user');
    return detail;
  });
  app.get('/api/user/:id/sessions', admin, async (request) => {
    const { id } = parseOrThrow(userIdParams, request.params);
    await getUserDetail(db, id);
    return listSessions(db, id, null);
  });
  app.delete('/api/user/:id/sessions', admin, async (request, reply) => {
    await revokeAllUserSessions(ctx, auditedActorOf(request), parseOrThrow(userIdParams, request.params).id);
    return reply.status(204).send();
  });
  app.delete('/api/user/:id/sessions/:sessionId', admin, async (request, reply) => {
    const { id, sessionId } = parseOrThrow(sessionParams, request.params);
    await revokeUserSession(ctx, auditedActorOf(request), id, sessionId);
    return reply.status(204).send();
  });
  app.get('/api/user/:id/audit', admin, async (request) => userAuditTrail(db, parseOrThrow(userIdParams, request.params).id));
  app.post('/api/user/:id/password-reset', admin, async (request, reply) => {
    await sendResetByAdmin(ctx, auditedActorOf(request), parseOrThrow(userIdParams, request.params).id);
    return reply.status(202).send({ message: 'A password-reset email is on its way.' });
  });

  app.post('/api/user', admin, async (request, reply) => {
    const body = parseOrThrow(createUserBody, request.body);
    return reply.status(201).send(await createUserByAdmin(ctx, auditedActorOf(request), body));
  });
  app.put('/api/user', admin, async (request) =>
    updateUserByAdmin(ctx, auditedActorOf(request), parseOrThrow(updateUserBody, request.body)),
  );

  app.post('/api/admin/make', admin, async (request) => {
    const { userId } = parseOrThrow(makeAdminBody, request.body);
    return makeAdministrator(ctx, auditedActorOf(request), userId);
  });
  app.post('/api/admin/revoke', admin, async (request) => {
    const { userId } = parseOrThrow(makeAdminBody, request.body);
    return revokeAdministrator(ctx, auditedActorOf(request), userId);
  });

  app.get('/api/admin/candidates', admin, async (request) => listCandidatesForAdmin(db, parseOrThrow(adminCandidateQuery, request.query)));
  app.get('/api/admin/candidates/:id', admin, async (request) =>
    adminCandidateDetail(ctx, requireAuth(request).userId, parseOrThrow(userIdParams, request.params).id),
  );

  app.get('/api/auth/impersonate/:id', admin, async (request) => {
    const { id } = parseOrThrow(userIdParams, request.params);
    return startImpersonation(ctx, requireAuth(request), id, metaOf(request));
  });
  app.get('/api/auth/impersonation/stop', signedIn, async (request, reply) => {
    await stopImpersonation(ctx, requireAuth(request), metaOf(request));
    return reply.status(204).send();
  });
}
