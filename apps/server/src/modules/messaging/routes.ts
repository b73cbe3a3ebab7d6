import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** the Messages calls of §7 (api/message/...) — being built (issue 5). */
export async function messagingRoutes(_app: FastifyInstance, _ctx: AppContext) {}
