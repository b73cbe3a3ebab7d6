import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { noContent, operation, problems } from '../../platform/api-schema.ts';
import {
  adminCandidateDetailAnswer,
  adminCandidateListAnswer,
  adminUserDetailAnswer,
  auditTrailAnswer,
  dashboardAnswer,
  lastLoginAnswer,
  sessionsAnswer,
  staleUsersAnswer,
  supportAccessAnswer,
  tokenPairAnswer,
  userListAnswer,
} from './schema.ts';
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
  const admin = [authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Administration';

  // Static paths first in the reader's eye; the router prefers them over /api/user/:id anyway.
  api.get(
    '/api/user/all',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listUsers', 'Every account, searchable and paged'),
        querystring: userListQuery,
        response: { 200: userListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listUsers(db, request.query),
  );
  api.get(
    '/api/user/filter',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'filterUsers', 'Accounts by role, last login, lock and company'),
        querystring: userFilterQuery,
        response: { 200: userListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => filterUsers(db, request.query),
  );
  api.get(
    '/api/user/role/:role',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listUsersByRole', 'The accounts holding one role'),
        params: roleParams,
        querystring: userListQuery,
        response: { 200: userListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listUsersByRole(db, request.params.role, request.query),
  );
  api.get(
    '/api/user/admin-dashboard-info',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getAdminDashboard', "The administrators' dashboard figures"),
        response: { 200: dashboardAnswer, ...problems(401, 403) },
      },
    },
    async () => adminDashboardInfo(db),
  );
  api.get(
    '/api/user/stale-users',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listStaleUsers', "Accounts not seen for the site's stale threshold"),
        querystring: userListQuery,
        response: { 200: staleUsersAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listStaleUsers(db, request.query, await getStaleUserThresholdDays(db)),
  );
  api.get(
    '/api/user/last-login',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Users', 'getLastLogin', "The caller's previous login (time and address)"),
        response: { 200: lastLoginAnswer, ...problems(401) },
      },
    },
    async (request) => lastLogin(db, requireAuth(request).userId),
  );

  // the caller's own sessions and the record of support viewing the account (Settings, profile pages)
  api.get(
    '/api/user/me/sessions',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Users', 'listMySessions', "The caller's signed-in sessions"),
        response: { 200: sessionsAnswer, ...problems(401) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return listSessions(db, auth.userId, auth.sessionId);
    },
  );
  api.delete(
    '/api/user/me/sessions',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Users', 'endMyOtherSessions', "End the caller's other sessions"),
        response: { 204: noContent, ...problems(401) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await endAllSessions(ctx, auth.userId, 'logout-elsewhere', { except: auth.sessionId });
      return reply.status(204).send();
    },
  );
  api.get(
    '/api/user/me/support-access',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Users', 'listMySupportAccess', "When support viewed the caller's account"),
        response: { 200: supportAccessAnswer, ...problems(401) },
      },
    },
    async (request) => supportAccessFor(db, requireAuth(request).userId),
  );

  api.get(
    '/api/user/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getUser', 'One account (the view is audited)'),
        params: userIdParams,
        response: { 200: adminUserDetailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const detail = await getUserDetail(db, id);
      await recordUserViewed(db, requireAuth(request).userId, id, 'user');
      return detail;
    },
  );
  api.get(
    '/api/user/:id/sessions',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listUserSessions', "An account's signed-in sessions"),
        params: userIdParams,
        response: { 200: sessionsAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await getUserDetail(db, id);
      return listSessions(db, id, null);
    },
  );
  api.delete(
    '/api/user/:id/sessions',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'endUserSessions', 'End every session of an account'),
        params: userIdParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeAllUserSessions(ctx, auditedActorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  api.delete(
    '/api/user/:id/sessions/:sessionId',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'endUserSession', 'End one session of an account'),
        params: sessionParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeUserSession(ctx, auditedActorOf(request), request.params.id, request.params.sessionId);
      return reply.status(204).send();
    },
  );
  api.get(
    '/api/user/:id/audit',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getUserAuditTrail', 'What happened to an account, newest first'),
        params: userIdParams,
        response: { 200: auditTrailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => userAuditTrail(db, request.params.id),
  );
  api.post(
    '/api/user/:id/password-reset',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'sendPasswordReset', 'Mail the account a password-reset link'),
        params: userIdParams,
        response: { 202: z.object({ message: z.string() }), ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await sendResetByAdmin(ctx, auditedActorOf(request), request.params.id);
      return reply.status(202).send({ message: 'A password-reset email is on its way.' });
    },
  );

  api.post(
    '/api/user',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'createUser', 'Create an account (it gets a link to set its password)'),
        body: createUserBody,
        response: { 201: adminUserDetailAnswer, ...problems(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createUserByAdmin(ctx, auditedActorOf(request), request.body)),
  );
  api.put(
    '/api/user',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'updateUser', 'Change an account (name, roles, lock)'),
        body: updateUserBody,
        response: { 200: adminUserDetailAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateUserByAdmin(ctx, auditedActorOf(request), request.body),
  );

  api.post(
    '/api/admin/make',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'makeAdministrator', 'Give an account the Administrator role'),
        body: makeAdminBody,
        response: { 200: adminUserDetailAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => makeAdministrator(ctx, auditedActorOf(request), request.body.userId),
  );
  api.post(
    '/api/admin/revoke',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'revokeAdministrator', 'Take the Administrator role away (never from the last one)'),
        body: makeAdminBody,
        response: { 200: adminUserDetailAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request) => revokeAdministrator(ctx, auditedActorOf(request), request.body.userId),
  );

  api.get(
    '/api/admin/candidates',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listCandidatesForAdmin', 'Every candidate with completeness and score, filtered'),
        querystring: adminCandidateQuery,
        response: { 200: adminCandidateListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listCandidatesForAdmin(db, request.query),
  );
  api.get(
    '/api/admin/candidates/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getCandidateForAdmin', "A candidate's account, profile, score history and applications"),
        params: userIdParams,
        response: { 200: adminCandidateDetailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => adminCandidateDetail(ctx, requireAuth(request).userId, request.params.id),
  );

  api.get(
    '/api/auth/impersonate/:id',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'startImpersonation', 'Tokens for a read-only view of another account (support)'),
        params: userIdParams,
        response: { 200: tokenPairAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => startImpersonation(ctx, requireAuth(request), request.params.id, metaOf(request)),
  );
  api.get(
    '/api/auth/impersonation/stop',
    {
      preHandler: authenticate,
      schema: {
        ...operation(tag, 'stopImpersonation', 'End the impersonation session'),
        response: { 204: noContent, ...problems(401, 403) },
      },
    },
    async (request, reply) => {
      await stopImpersonation(ctx, requireAuth(request), metaOf(request));
      return reply.status(204).send();
    },
  );
}
