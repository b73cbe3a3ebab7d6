import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_MESSAGES,
  emailChangeBody,
  emailConfirmBody,
  profileAnswer,
  profileBody,
  updatePasswordBody,
} from '@talentmatch/shared/auth-schemas';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { noContent, operation, problems } from '../../platform/api-schema.ts';
import { deleteAccount } from './delete-account.ts';
import { acceptedAnswer, emailConfirmedAnswer } from './schema.ts';
import {
  confirmEmail,
  noticePasswordChanged,
  requestEmailChange,
  resendVerification,
  signedInProfile,
  updatePassword,
  updateProfile,
} from './service.ts';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate, limiters } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account/profile',
    {
      preHandler: authenticate,
      schema: { ...operation('Account', 'getProfile', "The signed-in user's profile"), response: { 200: profileAnswer, ...problems(401) } },
    },
    async (request) => signedInProfile(requireAuth(request)),
  );

  api.put(
    '/api/account/profile',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Account', 'updateProfile', 'Change names and phone (the email must stay the current one)'),
        body: profileBody,
        response: { 200: profileAnswer, ...problems(400, 401) },
      },
    },
    async (request) => updateProfile(db, requireAuth(request).userId, request.body),
  );

  api.put(
    '/api/account/update-password',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Account', 'updatePassword', 'Change the password (other sessions end)'),
        body: updatePasswordBody,
        response: { 204: noContent, ...problems(400, 401) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const user = await updatePassword(db, auth.userId, request.body);
      await ctx.sessions.revokeAllForUser(auth.userId, 'password-changed', { except: auth.sessionId });
      ctx.background.run(() => noticePasswordChanged(ctx, user));
      return reply.status(204).send();
    },
  );

  // docs/security.md, "Email verification and email change"
  const emailLimits = [limiters.emailPerIp, authenticate, limiters.emailPerAccount];

  api.post(
    '/api/account/email/change',
    {
      preHandler: emailLimits,
      schema: {
        ...operation('Account', 'requestEmailChange', 'Change the sign-in address (applies when the link mailed to it is followed)'),
        body: emailChangeBody,
        response: { 202: acceptedAnswer, ...problems(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await requestEmailChange(ctx, requireAuth(request).userId, request.body);
      return reply.status(202).send({ message: EMAIL_MESSAGES.changeRequested });
    },
  );

  api.post(
    '/api/account/email/verification',
    {
      preHandler: emailLimits,
      schema: {
        ...operation('Account', 'resendVerification', 'Mail a new link confirming the current address'),
        response: { 202: acceptedAnswer, ...problems(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await resendVerification(ctx, requireAuth(request).userId);
      return reply.status(202).send({ message: EMAIL_MESSAGES.verificationSent });
    },
  );

  // anonymous: the link may be opened in another browser; the token is the proof
  api.post(
    '/api/account/email/confirm',
    {
      preHandler: limiters.emailConfirm,
      schema: {
        ...operation('Account', 'confirmEmail', 'Follow an email link (verification or change)', 'public'),
        body: emailConfirmBody,
        response: { 200: emailConfirmedAnswer, ...problems(400, 429) },
      },
    },
    async (request) => confirmEmail(ctx, request.body.token),
  );

  // DELETE api/user/me: the account's owner removes it; every module forgets its part (delete-account.ts)
  api.delete(
    '/api/user/me',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Account', 'deleteMe', 'Delete the signed-in account and everything it owns'),
        response: { 204: noContent, ...problems(401) },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, requireAuth(request).userId, request.log);
      return reply.status(204).send();
    },
  );
}
