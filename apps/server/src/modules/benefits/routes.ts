import type { FastifyInstance } from 'fastify';
import { provideCompanyBenefits } from '../companies/service.ts';
import { benefitBody, benefitListQuery, benefitOrderBody } from '@talentmatch/shared/companies';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { canManageBenefits } from './policy.ts';
import { benefitIdParams } from './schema.ts';
import {
  createBenefit,
  deleteBenefit,
  getBenefit,
  listBenefits,
  listCompanyBenefits,
  reorderBenefits,
  replaceCompanyBenefits,
  updateBenefit,
} from './service.ts';

export async function benefitRoutes(app: FastifyInstance, ctx: AppContext) {
  provideCompanyBenefits({ list: listCompanyBenefits, replace: replaceCompanyBenefits });
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];

  app.get('/api/benefits', { preHandler: authenticate }, async (request) => {
    const query = parseOrThrow(benefitListQuery, request.query);
    return listBenefits(db, query, { admin: canManageBenefits(requireAuth(request).roles) });
  });

  app.put('/api/benefits/order', { preHandler: admin }, async (request) => {
    const { ids } = parseOrThrow(benefitOrderBody, request.body);
    return reorderBenefits(db, ids);
  });

  app.get('/api/benefits/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(benefitIdParams, request.params);
    return getBenefit(db, id);
  });

  app.post('/api/benefits', { preHandler: admin }, async (request, reply) => {
    const body = parseOrThrow(benefitBody, request.body);
    return reply.status(201).send(await createBenefit(db, body));
  });

  app.put('/api/benefits/:id', { preHandler: admin }, async (request) => {
    const { id } = parseOrThrow(benefitIdParams, request.params);
    const body = parseOrThrow(benefitBody, request.body);
    return updateBenefit(db, id, body);
  });

  app.delete('/api/benefits/:id', { preHandler: admin }, async (request, reply) => {
    const { id } = parseOrThrow(benefitIdParams, request.params);
    await deleteBenefit(db, id);
    return reply.status(204).send();
  });
}
