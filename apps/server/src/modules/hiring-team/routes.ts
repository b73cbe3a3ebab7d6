import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { handOverBody, invitationBody } from '@talentmatch/shared/companies';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { lenientParams, noContent, operation, problems } from '../../platform/api-schema.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { COMPANY_MESSAGES } from '@talentmatch/shared/companies';
import { companyParams, invitationParams, memberParams, teamAnswer, teamInvitationAnswer } from './schema.ts';
import { cancelInvitation, getTeam, handOverAccountManager, inviteMember, removeMember, resendInvitation } from './service.ts';

/** A malformed company id is a company that does not exist (404), like another company's. */
function parseParams<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
  return parsed.data;
}

/** The hiring team of a company: members read it, the account manager (or an administrator) manages it. */
export async function hiringTeamRoutes(app: FastifyInstance, ctx: AppContext) {
  const preHandler = [ctx.authenticate, requireRole('Employer', 'AccountManager', 'Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Hiring team';

  api.get(
    '/api/companies/:id/team',
    {
      preHandler,
      schema: {
        ...operation(tag, 'getTeam', "The company's hiring team, its pending invitations and seats"),
        params: lenientParams('id'),
        response: { 200: teamAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => getTeam(ctx, actorOf(request), parseParams(companyParams, request.params).id),
  );

  api.post(
    '/api/companies/:id/invitations',
    {
      preHandler,
      schema: {
        ...operation(tag, 'inviteMember', 'Invite someone to the hiring team (account managers; a seat must be free)'),
        params: lenientParams('id'),
        body: invitationBody,
        response: { 201: teamInvitationAnswer, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = parseParams(companyParams, request.params);
      return reply.status(201).send(await inviteMember(ctx, actorOf(request), id, request.body.email));
    },
  );

  api.post(
    '/api/companies/:id/invitations/:invitationId/resend',
    {
      preHandler,
      schema: {
        ...operation(tag, 'resendInvitation', 'Send an invitation again (a new link)'),
        params: lenientParams('id', 'invitationId'),
        response: { 200: teamInvitationAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => {
      const { id, invitationId } = parseParams(invitationParams, request.params);
      return resendInvitation(ctx, actorOf(request), id, invitationId);
    },
  );

  api.delete(
    '/api/companies/:id/invitations/:invitationId',
    {
      preHandler,
      schema: {
        ...operation(tag, 'cancelInvitation', 'Withdraw an invitation'),
        params: lenientParams('id', 'invitationId'),
        response: { 204: noContent, ...problems(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, invitationId } = parseParams(invitationParams, request.params);
      await cancelInvitation(ctx, actorOf(request), id, invitationId);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/companies/:id/members/:userId',
    {
      preHandler,
      schema: {
        ...operation(tag, 'removeMember', 'Remove a member from the hiring team (their sessions end)'),
        params: lenientParams('id', 'userId'),
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, userId } = parseParams(memberParams, request.params);
      await removeMember(ctx, actorOf(request), id, userId);
      return reply.status(204).send();
    },
  );

  api.put(
    '/api/companies/:id/account-manager',
    {
      preHandler,
      schema: {
        ...operation(tag, 'handOverAccountManager', 'Make another member the account manager'),
        params: lenientParams('id'),
        body: handOverBody,
        response: { 200: teamAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => handOverAccountManager(ctx, actorOf(request), parseParams(companyParams, request.params).id, request.body.userId),
  );
}
