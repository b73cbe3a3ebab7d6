import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { clientAppConfig, getSiteConfiguration, publicConfig } from './service.ts';

export async function siteConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/config/client-app', async () => clientAppConfig(ctx.config));
  app.get('/api/config', async () => publicConfig(ctx.config, await getSiteConfiguration(ctx.db)));
  app.get('/api/siteConfiguration', async () => getSiteConfiguration(ctx.db));
}
