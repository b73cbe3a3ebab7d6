import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** server-sent events at api/events — being built (issue 5). */
export async function liveEventRoutes(_app: FastifyInstance, _ctx: AppContext) {}
