import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DROPDOWN_KINDS,
  dropdownCreateBody,
  dropdownOptionCreateBody,
  dropdownOptionUpdateBody,
  type DropdownKind,
} from '@talentmatch/shared/catalogues';
import { operation, problems, uuid } from '../../platform/api-schema.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { activeOptions, createOption, listAll, listDropdowns, updateOption } from './service.ts';

const kind = z.enum(DROPDOWN_KINDS);
const optionAnswer = z
  .object({
    id: uuid,
    kind,
    list: z.string().describe("the list a general option belongs to; the kind's label for the other kinds"),
    label: z.string(),
    value: z.number().int().nullable(),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
  })
  .meta({ id: 'DropdownOption' });
const summaryAnswer = z.object({ kind, list: z.string(), optionCount: z.number().int(), activeCount: z.number().int() });
const dropdownAnswer = z.object({ kind, list: z.string(), options: z.array(optionAnswer) });
const KIND_NAMES = { degree: 'Degree', years: 'Years', education: 'Education' } as const;

/** Every Dropdowns call of specification §7, with the body shapes of docs/candidate-profiles.md. */
export async function dropdownRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const admin = [authenticate, requireRole('Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/dropdown/dropdowns',
    {
      preHandler: admin,
      schema: {
        ...operation('Dropdowns', 'listDropdowns', 'The dropdown lists with their option counts'),
        response: { 200: z.array(summaryAnswer), ...problems(401, 403) },
      },
    },
    async () => listDropdowns(db),
  );
  api.get(
    '/api/dropdown/all',
    {
      preHandler: admin,
      schema: {
        ...operation('Dropdowns', 'listAllDropdownOptions', 'Every dropdown list with all its options'),
        response: { 200: z.array(dropdownAnswer), ...problems(401, 403) },
      },
    },
    async () => listAll(db),
  );

  api.post(
    '/api/dropdown',
    {
      preHandler: admin,
      schema: {
        ...operation('Dropdowns', 'createDropdownOption', 'Add an option to any list'),
        body: dropdownCreateBody,
        response: { 201: optionAnswer, ...problems(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createOption(db, request.body)),
  );

  api.put(
    '/api/dropdown/option',
    {
      preHandler: admin,
      schema: {
        ...operation('Dropdowns', 'updateDropdownOption', 'Change an option of any list'),
        body: dropdownOptionUpdateBody,
        response: { 200: optionAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => updateOption(db, request.body),
  );

  for (const kind of ['degree', 'years', 'education'] as const satisfies DropdownKind[]) {
    const name = KIND_NAMES[kind];
    api.get(
      `/api/options/${kind}`,
      {
        preHandler: authenticate,
        schema: {
          ...operation('Dropdowns', `list${name}Options`, `The active ${kind} options, in order`),
          response: { 200: z.array(optionAnswer), ...problems(401) },
        },
      },
      async () => activeOptions(db, kind),
    );
    api.post(
      `/api/dropdown/${kind}`,
      {
        preHandler: admin,
        schema: {
          ...operation('Dropdowns', `create${name}Option`, `Add a ${kind} option`),
          body: dropdownOptionCreateBody,
          response: { 201: optionAnswer, ...problems(400, 401, 403) },
        },
      },
      async (request, reply) => reply.status(201).send(await createOption(db, { ...request.body, kind, list: '' })),
    );
    api.put(
      `/api/dropdown/${kind}`,
      {
        preHandler: admin,
        schema: {
          ...operation('Dropdowns', `update${name}Option`, `Change a ${kind} option`),
          body: dropdownOptionUpdateBody,
          response: { 200: optionAnswer, ...problems(400, 401, 403, 404) },
        },
      },
      async (request) => updateOption(db, request.body, kind),
    );
  }
}
