import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminListQuery, COMPANY_MESSAGES, nonprofitBody } from '@talentmatch/shared/companies';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { lenientIdParams, operation, problems } from '../../platform/api-schema.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { adminCompanyDetailAnswer, adminCompanyListAnswer, adminEmployerListAnswer } from './company-schema.ts';
import { type AdminCompanyDeps, getCompanyForAdmin, listCompaniesForAdmin, listEmployersForAdmin } from './companies.ts';
import { setNonprofit } from '../companies/service.ts';
import { uuidParams } from '../../platform/params.ts';

const idParams = uuidParams();

/** admin/companies, admin/companies/{id}, admin/employers: Administrator only (the company page composes the profile, team, subscription and jobs). */
export async function adminCompanyRoutes(app: FastifyInstance, ctx: AppContext, subscriptionDeps: AdminCompanyDeps) {
  const preHandler = [ctx.authenticate, requireRole('Administrator')];
  const companyId = (params: unknown) => {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw new NotFoundError(COMPANY_MESSAGES.companyNotFound);
    return parsed.data.id;
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/companies',
    {
      preHandler,
      schema: {
        ...operation('Administration', 'listCompaniesForAdmin', 'Every company, searchable'),
        querystring: adminListQuery,
        response: { 200: adminCompanyListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listCompaniesForAdmin(ctx.db, request.query),
  );

  api.get(
    '/api/admin/companies/:id',
    {
      preHandler,
      schema: {
        ...operation('Administration', 'getCompanyForAdmin', "A company's profile, team, subscription and jobs"),
        params: lenientIdParams,
        response: { 200: adminCompanyDetailAnswer, ...problems(401, 403, 404) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return getCompanyForAdmin(
        ctx,
        subscriptionDeps,
        { userId: auth.userId, roles: auth.roles, companyId: auth.companyId },
        companyId(request.params),
      );
    },
  );

  // The administrator's verification of the nonprofit status (nonprofit plans depend on it).
  api.put(
    '/api/admin/companies/:id/nonprofit',
    {
      preHandler,
      schema: {
        ...operation('Administration', 'setCompanyNonprofit', "Confirm or withdraw a company's nonprofit status"),
        params: lenientIdParams,
        body: nonprofitBody,
        response: { 200: adminCompanyDetailAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = companyId(request.params);
      await setNonprofit(ctx.db, id, request.body.nonprofit);
      const auth = requireAuth(request);
      return getCompanyForAdmin(ctx, subscriptionDeps, { userId: auth.userId, roles: auth.roles, companyId: auth.companyId }, id);
    },
  );

  api.get(
    '/api/admin/employers',
    {
      preHandler,
      schema: {
        ...operation('Administration', 'listEmployersForAdmin', 'Every employer account, searchable'),
        querystring: adminListQuery,
        response: { 200: adminEmployerListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => listEmployersForAdmin(ctx.db, request.query),
  );
}
