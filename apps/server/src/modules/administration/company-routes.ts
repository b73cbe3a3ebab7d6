import type { FastifyInstance } from 'fastify';
import { adminListQuery, COMPANY_MESSAGES, nonprofitBody } from '@talentmatch/shared/companies';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, parseOrThrow } from '../../platform/errors.ts';
import type { SubscriptionDeps } from '../subscriptions/service.ts';
import { getCompanyForAdmin, listCompaniesForAdmin, listEmployersForAdmin } from './companies.ts';
import { setNonprofit } from '../companies/service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams();

/** admin/companies, admin/companies/{id}, admin/employers: Administrator only (the company page composes the profile, team, subscription and jobs). */
export async function adminCompanyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  subscriptionDeps: Pick<SubscriptionDeps, 'db' | 'payments' | 'provider' | 'usage'>,
) {
  const admin = { preHandler: [ctx.authenticate, requireRole('Administrator')] };
  const companyId = (params: unknown) => {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
    return parsed.data.id;
  };

  app.get('/api/admin/companies', admin, async (request) => listCompaniesForAdmin(ctx.db, parseOrThrow(adminListQuery, request.query)));

  app.get('/api/admin/companies/:id', admin, async (request) => {
    const auth = requireAuth(request);
    return getCompanyForAdmin(
      ctx,
      subscriptionDeps,
      { userId: auth.userId, roles: auth.roles, companyId: auth.companyId },
      companyId(request.params),
    );
  });

  // The administrator's verification of the nonprofit status (nonprofit plans depend on it).
  app.put('/api/admin/companies/:id/nonprofit', admin, async (request) => {
    const id = companyId(request.params);
    const { nonprofit } = parseOrThrow(nonprofitBody, request.body);
    await setNonprofit(ctx.db, id, nonprofit);
    const auth = requireAuth(request);
    return getCompanyForAdmin(ctx, subscriptionDeps, { userId: auth.userId, roles: auth.roles, companyId: auth.companyId }, id);
  });

  app.get('/api/admin/employers', admin, async (request) => listEmployersForAdmin(ctx.db, parseOrThrow(adminListQuery, request.query)));
}
