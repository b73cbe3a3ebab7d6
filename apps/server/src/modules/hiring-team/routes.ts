import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import { handOverBody, invitationBody } from '@talentmatch/shared/companies';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { COMPANY_MESSAGES } from '@talentmatch/shared/companies';
import { companyParams, invitationParams, memberParams } from './schema.ts';
import { cancelInvitation, getTeam, handOverAccountManager, inviteMember, removeMember, resendInvitation } from './service.ts';

/** A malformed company id is a company that does not exist (404), like another company's. */
function parseParams<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
  return parsed.data;
}

/** The hiring team of a company: members read it, the account manager (or an administrator) manages it. */
export async function hiringTeamRoutes(app: FastifyInstance, ctx: AppContext) {
  const gate = { preHandler: [ctx.authenticate, requireRole('Employer', 'AccountManager', 'Administrator')] };

  app.get('/api/companies/:id/team', gate, async (request) => {
    const { id } = parseParams(companyParams, request.params);
    return getTeam(ctx, actorOf(request), id);
  });

  app.post('/api/companies/:id/invitations', gate, async (request, reply) => {
    const { id } = parseParams(companyParams, request.params);
    const { email } = parseOrThrow(invitationBody, request.body);
    return reply.status(201).send(await inviteMember(ctx, actorOf(request), id, email));
  });

  app.post('/api/companies/:id/invitations/:invitationId/resend', gate, async (request) => {
    const { id, invitationId } = parseParams(invitationParams, request.params);
    return resendInvitation(ctx, actorOf(request), id, invitationId);
  });

  app.delete('/api/companies/:id/invitations/:invitationId', gate, async (request, reply) => {
    const { id, invitationId } = parseParams(invitationParams, request.params);
    await cancelInvitation(ctx, actorOf(request), id, invitationId);
    return reply.status(204).send();
  });

  app.delete('/api/companies/:id/members/:userId', gate, async (request, reply) => {
    const { id, userId } = parseParams(memberParams, request.params);
    await removeMember(ctx, actorOf(request), id, userId);
    return reply.status(204).send();
  });

  app.put('/api/companies/:id/account-manager', gate, async (request) => {
    const { id } = parseParams(companyParams, request.params);
    const { userId } = parseOrThrow(handOverBody, request.body);
    return handOverAccountManager(ctx, actorOf(request), id, userId);
  });
}
