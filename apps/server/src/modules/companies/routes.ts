import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMPANY_MESSAGES, companyProfileBody } from '@talentmatch/shared/companies';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { fileAnswer, lenientIdParams, operation, problems } from '../../platform/api-schema.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import type { CompanyProfiles } from './profile-service.ts';
import { readLogoForm } from './logo-form.ts';
import { companyProfileAnswer } from './schema.ts';
import { getCompanyLogo, type Logo } from './service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid id.');

const LOGO_REQUIRED = 'Choose a logo image to upload.';

function companyId(params: unknown): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
  return parsed.data.id;
}

export async function companyRoutes(app: FastifyInstance, ctx: AppContext, profiles: CompanyProfiles) {
  const { getCompanyProfile, replaceCompanyLogo, updateCompanyProfile } = profiles;
  const preHandler = [ctx.authenticate, requireRole('Employer', 'AccountManager', 'Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: logos appear on landing pages and job postings.
  api.get(
    '/api/companies/:id/logo',
    {
      schema: {
        ...operation('Companies', 'getCompanyLogo', "The company's logo image", 'public'),
        params: lenientIdParams,
        response: { 200: fileAnswer('image/*', 'The logo (PNG, JPEG or WebP)'), ...problems(404) },
      },
    },
    async (request, reply) => {
      const parsed = idParams.safeParse(request.params);
      if (!parsed.success) throw new NotFoundError('This company has no logo.');
      const logo = await getCompanyLogo(ctx, parsed.data.id);
      if (!logo) throw new NotFoundError('This company has no logo.');
      return reply
        .type(logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(logo.data);
    },
  );

  api.get(
    '/api/companies/:id',
    {
      preHandler,
      schema: {
        ...operation('Companies', 'getCompanyProfile', 'A company profile (employers: their own; administrators: any)'),
        params: lenientIdParams,
        response: { 200: companyProfileAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => getCompanyProfile(ctx.db, actorOf(request), companyId(request.params)),
  );

  api.put(
    '/api/companies/:id',
    {
      preHandler,
      schema: {
        ...operation('Companies', 'updateCompanyProfile', "Change the company's profile (account managers)"),
        params: lenientIdParams,
        body: companyProfileBody,
        response: { 200: companyProfileAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateCompanyProfile(ctx.db, actorOf(request), companyId(request.params), request.body),
  );

  api.put(
    '/api/companies/:id/logo',
    {
      preHandler,
      schema: {
        ...operation('Companies', 'replaceCompanyLogo', 'Upload a new logo (multipart/form-data, part `logo`)'),
        consumes: ['multipart/form-data'],
        params: lenientIdParams,
        response: { 200: companyProfileAnswer, ...problems(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const id = companyId(request.params);
      const logo = await readLogo(request, ctx.config.logoMaxBytes);
      return replaceCompanyLogo(ctx, actorOf(request), id, logo);
    },
  );

  api.delete(
    '/api/companies/:id/logo',
    {
      preHandler,
      schema: {
        ...operation('Companies', 'deleteCompanyLogo', "Remove the company's logo"),
        params: lenientIdParams,
        response: { 200: companyProfileAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => replaceCompanyLogo(ctx, actorOf(request), companyId(request.params), null),
  );
}

/** The `logo` file part of a multipart body, recognised by its bytes (413 past the limit, nothing stored). */
async function readLogo(request: FastifyRequest, maxBytes: number): Promise<Logo> {
  const required = () => new BadRequestError(LOGO_REQUIRED, { logo: [LOGO_REQUIRED] });
  if (!request.isMultipart()) throw required();
  const { logo } = await readLogoForm(request, maxBytes);
  if (!logo) throw required();
  return logo;
}
