import type { FastifyInstance } from 'fastify';
import { EMAIL_MESSAGES, emailChangeBody, emailConfirmBody, profileBody, updatePasswordBody } from '@talentmatch/shared/auth-schemas';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { deleteAccount } from './delete-account.ts';
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

  app.get('/api/account/profile', { preHandler: authenticate }, async (request) => signedInProfile(requireAuth(request)));

  app.put('/api/account/profile', { preHandler: authenticate }, async (request) => {
    const auth = requireAuth(request);
    const body = parseOrThrow(profileBody, request.body);
    return updateProfile(db, auth.userId, body);
  });

  app.put('/api/account/update-password', { preHandler: authenticate }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parseOrThrow(updatePasswordBody, request.body);
    const user = await updatePassword(db, auth.userId, body);
    await ctx.sessions.revokeAllForUser(auth.userId, 'password-changed', { except: auth.sessionId });
    ctx.background.run(() => noticePasswordChanged(ctx, user));
    return reply.status(204).send();
  });

  // docs/security.md, "Email verification and email change"
  const emailLimits = [limiters.emailPerIp, authenticate, limiters.emailPerAccount];

  app.post('/api/account/email/change', { preHandler: emailLimits }, async (request, reply) => {
    const body = parseOrThrow(emailChangeBody, request.body);
    await requestEmailChange(ctx, requireAuth(request).userId, body);
    return reply.status(202).send({ message: EMAIL_MESSAGES.changeRequested });
  });

  app.post('/api/account/email/verification', { preHandler: emailLimits }, async (request, reply) => {
    await resendVerification(ctx, requireAuth(request).userId);
    return reply.status(202).send({ message: EMAIL_MESSAGES.verificationSent });
  });

  // anonymous: the link may be opened in another browser; the token is the proof
  app.post('/api/account/email/confirm', { preHandler: limiters.emailConfirm }, async (request) => {
    const { token } = parseOrThrow(emailConfirmBody, request.body);
    return confirmEmail(ctx, token);
  });

  // DELETE api/user/me: the account's owner removes it; every module forgets its part (delete-account.ts)
  app.delete('/api/user/me', { preHandler: authenticate }, async (request, reply) => {
    const auth = requireAuth(request);
    await deleteAccount(ctx, auth.userId, request.log);
    return reply.status(204).send();
  });
}
