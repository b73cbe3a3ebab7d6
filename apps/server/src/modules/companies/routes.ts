import { actorOf } from '../../platform/auth/actor.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_MESSAGES, companyProfileBody } from '@talentmatch/shared/companies';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import { getCompanyProfile, replaceCompanyLogo, updateCompanyProfile } from './profile-service.ts';
import { readLogoForm } from './logo-form.ts';
import { getCompanyLogo, type Logo } from './service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams('Not a valid id.');

const LOGO_REQUIRED = 'Choose a logo image to upload.';

function companyId(params: unknown): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
  return parsed.data.id;
}

export async function companyRoutes(app: FastifyInstance, ctx: AppContext) {
  const gate = { preHandler: [ctx.authenticate, requireRole('Employer', 'AccountManager', 'Administrator')] };

  // Public: logos appear on landing pages and job postings.
  app.get('/api/companies/:id/logo', async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new NotFoundError('This company has no logo.');
    const logo = await getCompanyLogo(ctx, parsed.data.id);
    if (!logo) throw new NotFoundError('This company has no logo.');
    return reply
      .type(logo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=300')
      .send(logo.data);
  });

  app.get('/api/companies/:id', gate, async (request) => getCompanyProfile(ctx.db, actorOf(request), companyId(request.params)));

  app.put('/api/companies/:id', gate, async (request) => {
    const id = companyId(request.params);
    const body = parseOrThrow(companyProfileBody, request.body);
    return updateCompanyProfile(ctx.db, actorOf(request), id, body);
  });

  app.put('/api/companies/:id/logo', gate, async (request) => {
    const id = companyId(request.params);
    const logo = await readLogo(request, ctx.config.logoMaxBytes);
    return replaceCompanyLogo(ctx, actorOf(request), id, logo);
  });

  app.delete('/api/companies/:id/logo', gate, async (request) => {
    return replaceCompanyLogo(ctx, actorOf(request), companyId(request.params), null);
  });
}

/** The `logo` file part of a multipart body, recognised by its bytes (413 past the limit, nothing stored). */
async function readLogo(request: FastifyRequest, maxBytes: number): Promise<Logo> {
  const required = () => new BadRequestError(LOGO_REQUIRED, { logo: [LOGO_REQUIRED] });
  if (!request.isMultipart()) throw required();
  const { logo } = await readLogoForm(request, maxBytes);
  if (!logo) throw required();
  return logo;
}
