import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { siteConfigurationBody, termsPublishBody } from '@talentmatch/shared/site-configuration';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, parseOrThrow } from '../../platform/errors.ts';
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
  const admin = { preHandler: [ctx.authenticate, requireRole('Administrator')] };

  app.get('/api/config/client-app', async () => clientAppConfig(ctx.config, await getSiteConfiguration(ctx.db)));
  app.get('/api/config', async () => publicConfig(ctx.config, await getSiteConfiguration(ctx.db)));
  app.get('/api/siteConfiguration', async () => getSiteConfiguration(ctx.db));

  app.put('/api/siteConfiguration', admin, async (request) => {
    const update = parseOrThrow(siteConfigurationBody, request.body);
    if (Object.keys(update).length === 0) throw new BadRequestError('Change at least one setting.');
    const saved = await updateSiteConfiguration(ctx.db, requireAuth(request).userId, update);
    // every open page shows the change (maintenance banner, footer) without a reload
    await ctx.events.broadcast({ type: 'site-configuration' });
    return saved;
  });

  app.get('/api/siteConfiguration/terms', admin, async () => listTermsVersions(ctx.db));
  app.get('/api/siteConfiguration/terms/me', { preHandler: ctx.authenticate }, async (request) =>
    myTermsStatus(ctx.db, requireAuth(request).userId),
  );
  app.get('/api/siteConfiguration/terms/:version', admin, async (request) =>
    getTermsVersion(ctx.db, parseOrThrow(versionParams, request.params).version),
  );
  app.post('/api/siteConfiguration/terms', admin, async (request, reply) => {
    const { text } = parseOrThrow(termsPublishBody, request.body);
    return reply.status(201).send(await publishTermsVersion(ctx.db, requireAuth(request).userId, text));
  });
}
