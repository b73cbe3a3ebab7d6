import type { FastifyRequest } from 'fastify';
import type { Role } from '@talentmatch/shared/roles';
import { requireAuth } from './guards.ts';

/** Who is asking: the signed-in user, their roles and their company. Every module's policy reads this shape. */
export interface Actor {
  userId: string;
  roles: readonly Role[];
  companyId: string | null;
}

/** The signed-in actor of an authenticated request (401 when there is none). */
export function actorOf(request: FastifyRequest): Actor {
  const auth = requireAuth(request);
  return { userId: auth.userId, roles: auth.roles, companyId: auth.companyId };
}

export const isAdmin = (actor: Pick<Actor, 'roles'>): boolean => actor.roles.includes('Administrator');
