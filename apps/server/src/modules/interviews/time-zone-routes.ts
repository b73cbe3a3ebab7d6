import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timeZoneBody } from '@talentmatch/shared/interviews';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { getTimeZone, setTimeZone } from './service.ts';

const timeZoneAnswer = z.object({ timeZone: z.string().nullable().describe('an IANA zone; null: not chosen yet (the browser decides)') });

/** GET/PUT api/account/time-zone: the zone interview times are shown and mailed in, for every signed-in user. */
export async function timeZoneRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account/time-zone',
    {
      preHandler: authenticate,
      schema: { ...operation('Account', 'getTimeZone', "The account's time zone"), response: { 200: timeZoneAnswer, ...problems(401) } },
    },
    async (request) => getTimeZone(db, requireAuth(request).userId),
  );

  api.put(
    '/api/account/time-zone',
    {
      preHandler: authenticate,
      schema: {
        ...operation('Account', 'setTimeZone', "Change the account's time zone"),
        body: timeZoneBody,
        response: { 200: timeZoneAnswer, ...problems(400, 401) },
      },
    },
    async (request) => setTimeZone(db, requireAuth(request).userId, request.body.timeZone),
  );
}
