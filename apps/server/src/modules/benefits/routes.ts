import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { benefitBody, benefitListQuery, benefitOrderBody } from '@talentmatch/shared/companies';
import { requireAuth, requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { noContent, operation, problems } from '../../platform/api-schema.ts';
import { can } from './policy.ts';
import { benefitAnswer, benefitIdParams, benefitListAnswer } from './schema.ts';
import { createBenefit, deleteBenefit, getBenefit, listBenefits, reorderBenefits, updateBenefit } from './service.ts';

export async function benefitRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/benefits',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Benefits', 'listBenefits', 'List the benefits (administrators: every status, with usage counts)'),
        querystring: benefitListQuery,
        response: { 200: benefitListAnswer, ...problems(400, 401) },
      },
    },
    async (request) => listBenefits(db, request.query, { admin: can(requireAuth(request), 'manage') }),
  );

  api.put(
    '/api/benefits/order',
    {
      preHandler: admin,
      schema: {
        ...operation('Benefits', 'reorderBenefits', 'Set the display order of the benefits'),
        body: benefitOrderBody,
        response: { 200: benefitListAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request) => reorderBenefits(db, request.body.ids),
  );

  api.get(
    '/api/benefits/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Benefits', 'getBenefit', 'One benefit'),
        params: benefitIdParams,
        response: { 200: benefitAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => getBenefit(db, request.params.id),
  );

  api.post(
    '/api/benefits',
    {
      preHandler: admin,
      schema: {
        ...operation('Benefits', 'createBenefit', 'Add a benefit'),
        body: benefitBody,
        response: { 201: benefitAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createBenefit(db, request.body)),
  );

  api.put(
    '/api/benefits/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Benefits', 'updateBenefit', 'Change a benefit'),
        params: benefitIdParams,
        body: benefitBody,
        response: { 200: benefitAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateBenefit(db, request.params.id, request.body),
  );

  api.delete(
    '/api/benefits/:id',
    {
      preHandler: admin,
      schema: {
        ...operation('Benefits', 'deleteBenefit', 'Delete a benefit no company offers'),
        params: benefitIdParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteBenefit(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
