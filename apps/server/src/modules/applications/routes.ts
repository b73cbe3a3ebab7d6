import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** POST api/application/{id} and the hiring pipeline — being built (issue 5). */
export async function applicationRoutes(_app: FastifyInstance, _ctx: AppContext) {}
