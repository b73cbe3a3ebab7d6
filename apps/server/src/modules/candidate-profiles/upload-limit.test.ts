import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { UPLOAD_LIMIT_DETAIL } from '../../platform/rate-limit.ts';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import { makePdf, multipartFile } from '../../../test/profile-helpers.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { candidateProfiles } from './tables.ts';

let database: Database;
let app: FastifyInstance;
useTestApp((t) => ({ database, app } = t), { env: { RATE_LIMIT_UPLOADS_PER_USER: '2' } });

describe('resume uploads per user', () => {
  it('answers 429 in product words past the limit and changes nothing; another user still uploads', async () => {
    const upload = async (headers: Record<string, string>, name: string) => {
      const form = multipartFile('resume', name, await makePdf([`Resume ${name}`]), 'application/pdf');
      return app.inject({
        method: 'POST',
        url: '/api/candidate/profile/resume',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    const { user } = await seedCandidate(database.db);
    const headers = bearer((await loginAs(app, user.email, user.password)).token);
    expect((await upload(headers, 'first.pdf')).statusCode).toBe(201);
    expect((await upload(headers, 'second.pdf')).statusCode).toBe(201);
    const before = (await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id)))[0];
    const filesBefore = await database.db.select().from(files);

    const refused = await upload(headers, 'third.pdf');
    const problem = expectProblem(refused, 429);
    expect(problem.detail).toBe(UPLOAD_LIMIT_DETAIL);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const after = (await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id)))[0];
    expect(after.resumeFileName).toBe('second.pdf');
    expect(after.resumeFileId).toBe(before.resumeFileId);
    expect(await database.db.select().from(files)).toHaveLength(filesBefore.length);

    const other = await seedCandidate(database.db);
    const otherHeaders = bearer((await loginAs(app, other.user.email, other.user.password)).token);
    expect((await upload(otherHeaders, 'mine.pdf')).statusCode).toBe(201);
  });
});
