import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** GET/PUT api/message/template — being built (issue 5). */
export async function messageTemplateRoutes(_app: FastifyInstance, _ctx: AppContext) {}
