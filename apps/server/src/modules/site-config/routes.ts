import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteConfigurationBody, termsPublishBody } from '@talentmatch/shared/site-configuration';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { operation, problems } from '../../platform/api-schema.ts';
import { BadRequestError } from '../../platform/errors.ts';
import { clientAppConfigAnswer, myTermsAnswer, publicConfigAnswer, siteConfigurationAnswer, termsVersionAnswer } from './schema.ts';
import {
  clientAppConfig,
  getSiteConfiguration,
  getTermsVersion,
  listTermsVersions,
  myTermsStatus,
  publicConfig,
  publishTermsVersion,
  updateSiteConfiguration,
} from './service.ts';

const versionParams = z.object({
  version: z.coerce.number({ error: 'Version must be a number.' }).int().min(1, 'Version must be 1 or more.'),
});

export async function siteConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = [ctx.authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'Site configuration';

  api.get(
    '/api/config/client-app',
    {
      schema: {
        ...operation(tag, 'getClientAppConfig', 'What the web app starts with (directory sign-in, captcha, limits)', 'public'),
        response: { 200: clientAppConfigAnswer },
      },
    },
    async () => clientAppConfig(ctx.config, await getSiteConfiguration(ctx.db)),
  );
  api.get(
    '/api/config',
    {
      schema: {
        ...operation(tag, 'getPublicConfig', 'Public settings: version, trial length, password rules, upload limits', 'public'),
        response: { 200: publicConfigAnswer },
      },
    },
    async () => publicConfig(ctx.config, await getSiteConfiguration(ctx.db)),
  );
  api.get(
    '/api/siteConfiguration',
    {
      schema: {
        ...operation(tag, 'getSiteConfiguration', 'The site settings administrators edit', 'public'),
        response: { 200: siteConfigurationAnswer },
      },
    },
    async () => getSiteConfiguration(ctx.db),
  );

  api.put(
    '/api/siteConfiguration',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'updateSiteConfiguration', 'Change some site settings'),
        body: siteConfigurationBody,
        response: { 200: siteConfigurationAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => {
      const update = request.body;
      if (Object.keys(update).length === 0) throw new BadRequestError('Change at least one setting.');
      const saved = await updateSiteConfiguration(ctx.db, requireAuth(request).userId, update);
      // every open page shows the change (maintenance banner, footer) without a reload
      await ctx.events.broadcast({ type: 'site-configuration' });
      return saved;
    },
  );

  api.get(
    '/api/siteConfiguration/terms',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'listTermsVersions', 'Every published version of the terms of use'),
        response: { 200: z.array(termsVersionAnswer), ...problems(401, 403) },
      },
    },
    async () => listTermsVersions(ctx.db),
  );
  api.get(
    '/api/siteConfiguration/terms/me',
    {
      preHandler: ctx.authenticate,
      schema: {
        ...operation(tag, 'getMyTermsStatus', 'Where the caller stands with the current terms'),
        response: { 200: myTermsAnswer, ...problems(401) },
      },
    },
    async (request) => myTermsStatus(ctx.db, requireAuth(request).userId),
  );
  api.get(
    '/api/siteConfiguration/terms/:version',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'getTermsVersion', 'One published version of the terms'),
        params: versionParams,
        response: { 200: termsVersionAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getTermsVersion(ctx.db, request.params.version),
  );
  api.post(
    '/api/siteConfiguration/terms',
    {
      preHandler: admin,
      schema: {
        ...operation(tag, 'publishTermsVersion', 'Publish a new version of the terms (everyone accepts it again)'),
        body: termsPublishBody,
        response: { 201: termsVersionAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await publishTermsVersion(ctx.db, requireAuth(request).userId, request.body.text)),
  );
}
