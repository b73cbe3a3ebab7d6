import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  companyRegistration,
  DIRECTORY_LINK_MESSAGES,
  directoryLoginBody,
  fieldErrors,
  forgotPasswordBody,
  loginBody,
  refreshBody,
  registerUserBody,
  resetPasswordBody,
  type CompanyRegistration,
} from '@talentmatch/shared/auth-schemas';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, NotFoundError, parseOrThrow, VALIDATION_DETAIL } from '../../platform/errors.ts';
import { assertStorableText, parseJsonField } from '../../platform/input-guard.ts';
import { INVITATION_INVALID, type Logo, readLogoForm } from '../companies/service.ts';
import { findOpenInvitation } from '../hiring-team/service.ts';
import { captchaQuery, COMPANY_JSON_INVALID, FORGOT_ACCEPTED, invitationParams, MULTIPART_REQUIRED } from './schema.ts';
import { getTrialDays } from '../site-config/service.ts';
import { createDirectoryVerifier, DirectoryLoginRefused, type DirectoryVerifierOptions, loginWithDirectory } from './directory-login.ts';
import { connectDirectory, directoryConnection, disconnectDirectory } from './directory-link.ts';
import { acceptTerms, forgotPassword, login, registerUser, resetPassword, type RequestMeta } from './service.ts';
import { registerCompany } from './register-company.ts';

const metaOf = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(app: FastifyInstance, ctx: AppContext, options: { directory?: DirectoryVerifierOptions } = {}) {
  const { authenticate, limiters, sessions } = ctx;
  const directory = createDirectoryVerifier(options.directory);

  app.post('/api/auth/login', { preHandler: limiters.loginPerIp }, async (request) => {
    const body = parseOrThrow(loginBody, request.body);
    return login(ctx, body, metaOf(request));
  });

  app.post('/api/auth/loginAAD', { preHandler: limiters.loginPerIp }, async (request) => {
    const { msiToken } = parseOrThrow(directoryLoginBody, request.body);
    try {
      return await loginWithDirectory(ctx, directory, msiToken, metaOf(request));
    } catch (error) {
      if (error instanceof DirectoryLoginRefused) request.log.info({ reason: error.reason }, 'directory login refused');
      throw error;
    }
  });

  // "Connect Microsoft account" in Settings (docs/directory-login.md)
  app.get('/api/auth/directory-link', { preHandler: authenticate }, async (request) =>
    directoryConnection(ctx, requireAuth(request).userId),
  );

  app.post('/api/auth/directory-link', { preHandler: [limiters.loginPerIp, authenticate] }, async (request) => {
    const { msiToken } = parseOrThrow(directoryLoginBody, request.body);
    try {
      return await connectDirectory(ctx, directory, requireAuth(request).userId, msiToken);
    } catch (error) {
      if (!(error instanceof DirectoryLoginRefused)) throw error;
      // the person stays signed in: a 400 on the field, the reason for the log only
      request.log.info({ reason: error.reason }, 'directory link refused');
      throw new BadRequestError(DIRECTORY_LINK_MESSAGES.notVerified, { msiToken: [DIRECTORY_LINK_MESSAGES.notVerified] });
    }
  });

  app.delete('/api/auth/directory-link', { preHandler: authenticate }, async (request, reply) => {
    await disconnectDirectory(ctx, requireAuth(request).userId);
    return reply.status(204).send();
  });

  app.post('/api/auth/refresh', async (request) => {
    const body = parseOrThrow(refreshBody, request.body);
    return sessions.refresh(body);
  });

  app.get('/api/auth/refresh-token', { preHandler: authenticate }, async (request) => {
    return sessions.reissue(requireAuth(request).sessionId);
  });

  app.post('/api/auth/revoke', { preHandler: authenticate }, async (request, reply) => {
    await sessions.revoke(requireAuth(request).sessionId, 'logout');
    return reply.status(204).send();
  });

  for (const kind of ['candidate', 'employer'] as const) {
    app.post(`/api/auth/register/${kind}`, { preHandler: limiters.registration }, async (request, reply) => {
      const body = parseOrThrow(registerUserBody, request.body);
      const result = await registerUser(ctx, kind, body, metaOf(request));
      return reply.status(201).send(result);
    });
  }

  app.get('/api/auth/invitation/:id', async (request) => {
    const parsed = invitationParams.safeParse(request.params);
    const invitation = parsed.success ? await findOpenInvitation(ctx.db, parsed.data.id) : null;
    if (!invitation) throw new NotFoundError(INVITATION_INVALID);
    return { id: invitation.id, email: invitation.email, companyName: invitation.companyName };
  });

  app.post('/api/auth/register/company', { preHandler: [authenticate, requireRole('Employer')] }, async (request, reply) => {
    const auth = requireAuth(request);
    const { company, logo } = await readCompanyForm(request, ctx.config.logoMaxBytes);
    const created = await registerCompany(
      { db: ctx.db, storage: ctx.storage, trialDays: await getTrialDays(ctx.db) },
      { userId: auth.userId, company, logo },
    );
    return reply.status(201).send(created);
  });

  app.post('/api/auth/register/termsaccept', { preHandler: authenticate }, async (request, reply) => {
    await acceptTerms(ctx, requireAuth(request).userId);
    return reply.status(204).send();
  });

  app.post('/api/auth/register/termsdecline', { preHandler: authenticate }, async (request, reply) => {
    await sessions.revoke(requireAuth(request).sessionId, 'terms-declined');
    return reply.status(204).send();
  });

  app.get('/api/auth/captcha/challenge', async (_request, reply) => {
    if (ctx.captcha.provider !== 'altcha') throw new NotFoundError('The captcha challenge is only used with ALTCHA.');
    reply.header('cache-control', 'no-store');
    return ctx.captcha.createChallenge();
  });

  app.get('/api/auth/captcha', async (request) => {
    const { token } = parseOrThrow(captchaQuery, request.query);
    return { success: await ctx.captcha.check(token) };
  });

  app.post('/api/auth/forgot-password', { preHandler: limiters.forgotPassword }, async (request, reply) => {
    const body = parseOrThrow(forgotPasswordBody, request.body);
    await ctx.captcha.consume(body.captchaToken, request.ip);
    await forgotPassword(ctx, body.email);
    return reply.status(202).send({ message: FORGOT_ACCEPTED });
  });

  app.post('/api/auth/reset-password', { preHandler: limiters.resetPassword }, async (request, reply) => {
    const body = parseOrThrow(resetPasswordBody, request.body);
    await ctx.captcha.consume(body.captchaToken, request.ip);
    await resetPassword(ctx, body);
    return reply.status(204).send();
  });
}

/** Reads the `company` JSON part and the optional `logo` file part (platform/multipart.ts: 413 past the limit). */
async function readCompanyForm(request: FastifyRequest, maxBytes: number): Promise<{ company: CompanyRegistration; logo?: Logo }> {
  if (!request.isMultipart()) throw new BadRequestError(MULTIPART_REQUIRED, { company: [MULTIPART_REQUIRED] });
  const { fields, logo } = await readLogoForm(request, maxBytes);
  const raw = parseJsonField(fields.company);
  if (raw === undefined || typeof raw !== 'object' || raw === null) {
    throw new BadRequestError(COMPANY_JSON_INVALID, { company: [COMPANY_JSON_INVALID] });
  }
  // the JSON inside the part holds text the input guard has not seen yet
  assertStorableText(raw, 'company');
  const parsed = companyRegistration.safeParse(raw);
  if (!parsed.success) throw new BadRequestError(VALIDATION_DETAIL, fieldErrors(parsed.error));
  return { company: parsed.data, logo };
}
