import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { lenientIdParams, noContent, operation, problems } from '../../platform/api-schema.ts';
import { BadRequestError, NotFoundError, VALIDATION_DETAIL } from '../../platform/errors.ts';
import { assertStorableText, parseJsonField } from '../../platform/input-guard.ts';
import { companyAnswer, INVITATION_INVALID, type Logo, readLogoForm } from '../companies/service.ts';
import { findOpenInvitation } from '../hiring-team/service.ts';
import {
  captchaQuery,
  COMPANY_JSON_INVALID,
  directoryConnectionAnswer,
  FORGOT_ACCEPTED,
  invitationParams,
  loginAnswer,
  MULTIPART_REQUIRED,
  tokenPairAnswer,
} from './schema.ts';
import { getTrialDays } from '../site-config/service.ts';
import { createDirectoryVerifier, DirectoryLoginRefused, type DirectoryVerifierOptions, loginWithDirectory } from './directory-login.ts';
import { connectDirectory, directoryConnection, disconnectDirectory } from './directory-link.ts';
import { acceptTerms, forgotPassword, login, registerUser, resetPassword, type RequestMeta } from './service.ts';
import { registerCompany } from './register-company.ts';

const metaOf = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function authRoutes(app: FastifyInstance, ctx: AppContext, options: { directory?: DirectoryVerifierOptions } = {}) {
  const { authenticate, limiters, sessions } = ctx;
  const directory = createDirectoryVerifier(options.directory);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      preHandler: limiters.loginPerIp,
      schema: {
        ...operation('Auth', 'login', 'Sign in with email and password (a captcha after repeated failures)', 'public'),
        body: loginBody,
        response: { 200: loginAnswer, ...problems(400, 401, 403, 429) },
      },
    },
    async (request) => login(ctx, request.body, metaOf(request)),
  );

  api.post(
    '/api/auth/loginAAD',
    {
      preHandler: limiters.loginPerIp,
      schema: {
        ...operation('Auth', 'loginWithDirectory', 'Sign in with a Microsoft directory token', 'public'),
        body: directoryLoginBody,
        response: { 200: loginAnswer, ...problems(400, 401, 403, 429) },
      },
    },
    async (request) => {
      try {
        return await loginWithDirectory(ctx, directory, request.body.msiToken, metaOf(request));
      } catch (error) {
        if (error instanceof DirectoryLoginRefused) request.log.info({ reason: error.reason }, 'directory login refused');
        throw error;
      }
    },
  );

  // "Connect Microsoft account" in Settings (docs/directory-login.md)
  api.get(
    '/api/auth/directory-link',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Auth', 'getDirectoryLink', "Whether the caller's account is connected to a Microsoft account"),
        response: { 200: directoryConnectionAnswer, ...problems(401) },
      },
    },
    async (request) => directoryConnection(ctx, requireAuth(request).userId),
  );

  api.post(
    '/api/auth/directory-link',
    {
      preHandler: [limiters.loginPerIp, authenticate],
      schema: {
        ...operation('Auth', 'connectDirectory', "Connect the caller's account to a Microsoft account"),
        body: directoryLoginBody,
        response: { 200: directoryConnectionAnswer, ...problems(400, 401, 409, 429) },
      },
    },
    async (request) => {
      try {
        return await connectDirectory(ctx, directory, requireAuth(request).userId, request.body.msiToken);
      } catch (error) {
        if (!(error instanceof DirectoryLoginRefused)) throw error;
        // the person stays signed in: a 400 on the field, the reason for the log only
        request.log.info({ reason: error.reason }, 'directory link refused');
        throw new BadRequestError(DIRECTORY_LINK_MESSAGES.notVerified, { msiToken: [DIRECTORY_LINK_MESSAGES.notVerified] });
      }
    },
  );

  api.delete(
    '/api/auth/directory-link',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Auth', 'disconnectDirectory', 'Disconnect the Microsoft account (the password stays the way in)'),
        response: { 204: noContent, ...problems(401, 409) },
      },
    },
    async (request, reply) => {
      await disconnectDirectory(ctx, requireAuth(request).userId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/auth/refresh',
    {
      schema: {
        ...operation('Auth', 'refreshSession', 'A new token pair for an expired access token and its refresh token', 'public'),
        body: refreshBody,
        response: { 200: tokenPairAnswer, ...problems(400, 401) },
      },
    },
    async (request) => sessions.refresh(request.body),
  );

  api.get(
    '/api/auth/refresh-token',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Auth', 'reissueTokens', 'A new token pair for the current session (after a role change)'),
        response: { 200: tokenPairAnswer, ...problems(401) },
      },
    },
    async (request) => sessions.reissue(requireAuth(request).sessionId),
  );

  api.post(
    '/api/auth/revoke',
    {
      preHandler: authenticate,
      schema: { ...operation('Auth', 'logout', 'End the current session'), response: { 204: noContent, ...problems(401) } },
    },
    async (request, reply) => {
      await sessions.revoke(requireAuth(request).sessionId, 'logout');
      return reply.status(204).send();
    },
  );

  for (const kind of ['candidate', 'employer'] as const) {
    api.post(
      `/api/auth/register/${kind}`,
      {
        preHandler: limiters.registration,
        schema: {
          ...operation(
            'Auth',
            kind === 'candidate' ? 'registerCandidate' : 'registerEmployer',
            `Create a ${kind} account and sign in`,
            'public',
          ),
          body: registerUserBody,
          response: { 201: loginAnswer, ...problems(400, 403, 409, 429) },
        },
      },
      async (request, reply) => reply.status(201).send(await registerUser(ctx, kind, request.body, metaOf(request))),
    );
  }

  api.get(
    '/api/auth/invitation/:id',
    {
      schema: {
        ...operation('Auth', 'getInvitation', 'An open invitation to join a company (for the registration form)', 'public'),
        params: lenientIdParams,
        response: { 200: z.object({ id: z.string(), email: z.string(), companyName: z.string() }), ...problems(404) },
      },
    },
    async (request) => {
      const parsed = invitationParams.safeParse(request.params);
      const invitation = parsed.success ? await findOpenInvitation(ctx.db, parsed.data.id) : null;
      if (!invitation) throw new NotFoundError(INVITATION_INVALID);
      return { id: invitation.id, email: invitation.email, companyName: invitation.companyName };
    },
  );

  api.post(
    '/api/auth/register/company',
    {
      preHandler: [authenticate, requireRole('Employer')],
      schema: {
        ...operation('Auth', 'registerCompany', "Register the caller's company (multipart/form-data: `company` JSON, optional `logo`)"),
        consumes: ['multipart/form-data'],
        response: { 201: companyAnswer, ...problems(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { company, logo } = await readCompanyForm(request, ctx.config.logoMaxBytes);
      const created = await registerCompany(
        { db: ctx.db, storage: ctx.storage, trialDays: await getTrialDays(ctx.db) },
        { userId: auth.userId, company, logo },
      );
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/api/auth/register/termsaccept',
    {
      preHandler: authenticate,
      schema: { ...operation('Auth', 'acceptTerms', 'Accept the current terms of use'), response: { 204: noContent, ...problems(401) } },
    },
    async (request, reply) => {
      await acceptTerms(ctx, requireAuth(request).userId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/auth/register/termsdecline',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Auth', 'declineTerms', 'Decline the terms of use (ends the session)'),
        response: { 204: noContent, ...problems(401) },
      },
    },
    async (request, reply) => {
      await sessions.revoke(requireAuth(request).sessionId, 'terms-declined');
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/auth/captcha/challenge',
    {
      schema: {
        ...operation('Auth', 'getCaptchaChallenge', 'A proof-of-work challenge (ALTCHA only)', 'public'),
        response: { 200: z.record(z.string(), z.unknown()).describe("ALTCHA's challenge"), ...problems(404) },
      },
    },
    async (_request, reply) => {
      if (ctx.captcha.provider !== 'altcha') throw new NotFoundError('The captcha challenge is only used with ALTCHA.');
      reply.header('cache-control', 'no-store');
      return { ...(await ctx.captcha.createChallenge()) };
    },
  );

  api.get(
    '/api/auth/captcha',
    {
      schema: {
        ...operation('Auth', 'checkCaptcha', 'Whether a captcha token is valid (without using it up)', 'public'),
        querystring: captchaQuery,
        response: { 200: z.object({ success: z.boolean() }), ...problems(400) },
      },
    },
    async (request) => ({ success: await ctx.captcha.check(request.query.token) }),
  );

  api.post(
    '/api/auth/forgot-password',
    {
      preHandler: limiters.forgotPassword,
      schema: {
        ...operation('Auth', 'forgotPassword', 'Mail a password reset link (the same answer whether or not the account exists)', 'public'),
        body: forgotPasswordBody,
        response: { 202: z.object({ message: z.string() }), ...problems(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await ctx.captcha.consume(body.captchaToken, request.ip);
      await forgotPassword(ctx, body.email);
      return reply.status(202).send({ message: FORGOT_ACCEPTED });
    },
  );

  api.post(
    '/api/auth/reset-password',
    {
      preHandler: limiters.resetPassword,
      schema: {
        ...operation('Auth', 'resetPassword', 'Set a new password with the code from the reset link', 'public'),
        body: resetPasswordBody,
        response: { 204: noContent, ...problems(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await ctx.captcha.consume(body.captchaToken, request.ip);
      await resetPassword(ctx, body);
      return reply.status(204).send();
    },
  );
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
