import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../src/modules/candidate-profiles/tables.ts';
import { companies } from '../src/modules/companies/tables.ts';
import { messages } from '../src/modules/messaging/tables.ts';
import type { Database } from '../src/platform/db/index.ts';
import { files, siteConfiguration } from '../src/platform/db/schema.ts';
import { seedCompany } from '../src/seed/demo.ts';
import { seedJob } from '../src/seed/job-factories.ts';
import { PNG } from '../src/modules/messaging/test-fixtures.ts';
import { bearer, expectProblem, loginAs, useTestApp, validRegistration } from './app.ts';
import { candidateWithProfile, makePdf, multipartChunks, type StreamedPart } from './profile-helpers.ts';

/**
 * Every upload route, with a file one megabyte over its limit sent in 64 KB chunks (so the cut falls on a chunk
 * boundary, where the multipart parser ends the file without an error): 413 naming the limit, and nothing stored —
 * no `files` row, no stored bytes, no change to the profile, the company or the conversation.
 */
let database: Database;
let app: FastifyInstance;
useTestApp((t) => ({ database, app } = t));

const MB = 1024 * 1024;
let pdf: Buffer;

async function fileCount(): Promise<number> {
  const [{ n }] = await database.db.select({ n: count() }).from(files);
  return n;
}

async function storedKeys(): Promise<number> {
  let n = 0;
  for await (const _key of app.ctx.storage.list?.() ?? []) n += 1;
  return n;
}

async function send(method: 'POST' | 'PUT', url: string, token: string, parts: StreamedPart[]) {
  const form = multipartChunks(parts);
  return app.inject({ method, url, headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
}

/** The upload answers 413 naming the limit, and neither the database nor the storage gains a file. */
async function expectRefusedAndNothingStored(upload: () => Promise<Awaited<ReturnType<typeof send>>>, field: string, limit: string) {
  const [rowsBefore, keysBefore] = [await fileCount(), await storedKeys()];
  const problem = expectProblem(await upload(), 413);
  expect(problem.detail).toContain(limit);
  expect(problem.errors?.[field]?.[0]).toContain(limit);
  expect(await fileCount()).toBe(rowsBefore);
  expect(await storedKeys()).toBe(keysBefore);
}

beforeAll(async () => {
  pdf = await makePdf(['Ada Lovelace', 'Analyst']);
  await database.db.update(siteConfiguration).set({ uploadLimits: { resumeBytes: 5 * MB, photoBytes: 2 * MB, attachmentBytes: 5 * MB } });
});

describe('an upload over its limit answers 413 and stores nothing', () => {
  const profileUploads = [
    { route: 'resume', over: 6 * MB, limit: '5 MB', column: 'resumeFileId', contentType: 'application/pdf', start: () => pdf },
    { route: 'photo', over: 3 * MB, limit: '2 MB', column: 'photoFileId', contentType: 'image/png', start: () => PNG },
  ] as const;
  for (const upload of profileUploads) {
    it(`a ${upload.over / MB} MB ${upload.route} against the ${upload.limit} limit; a file of exactly the limit is taken`, async () => {
      const me = await candidateWithProfile(app, database.db);
      const file = (size: number) => ({
        name: upload.route,
        fileName: 'file',
        contentType: upload.contentType,
        start: upload.start(),
        size,
      });
      const url = `/api/candidate/profile/${upload.route}`;
      await expectRefusedAndNothingStored(() => send('POST', url, me.token, [file(upload.over)]), upload.route, upload.limit);
      const profile = async () =>
        (await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, me.user.id)))[0][upload.column];
      expect(await profile()).toBeNull();
      const atLimit = await send('POST', url, me.token, [file(Number.parseFloat(upload.limit) * MB)]);
      expect(atLimit.statusCode).toBeLessThan(300);
      expect(await profile()).not.toBeNull();
    });
  }

  it('a 3 MB company logo against the 2 MB limit, on the logo change and at registration', async () => {
    const { company, manager } = await seedCompany(database.db, {});
    const { token } = await loginAs(app, manager.email, manager.password);
    await expectRefusedAndNothingStored(
      () =>
        send('PUT', `/api/companies/${company.id}/logo`, token, [
          { name: 'logo', fileName: 'logo.png', contentType: 'image/png', start: PNG, size: 3 * MB },
        ]),
      'logo',
      '2 MB',
    );
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row.logoFileId).toBeNull();

    const employer = (await app.inject({ method: 'POST', url: '/api/auth/register/employer', payload: validRegistration() })).json();
    const [{ n: companiesBefore }] = await database.db.select({ n: count() }).from(companies);
    await expectRefusedAndNothingStored(
      () =>
        send('POST', '/api/auth/register/company', employer.token, [
          { name: 'company', value: JSON.stringify({ name: 'Oversized Logo Ltd', size: '11-50', nonprofit: false }) },
          { name: 'logo', fileName: 'logo.png', contentType: 'image/png', start: PNG, size: 3 * MB },
        ]),
      'logo',
      '2 MB',
    );
    const [{ n: companiesAfter }] = await database.db.select({ n: count() }).from(companies);
    expect(companiesAfter).toBe(companiesBefore);
  });

  it('a 6 MB message attachment against the 5 MB limit', async () => {
    const { company } = await seedCompany(database.db, {});
    const job = await seedJob(database.db, { companyId: company.id });
    const me = await candidateWithProfile(app, database.db);
    const application = await app.inject({ method: 'POST', url: `/api/application/${job.id}`, headers: bearer(me.token), payload: {} });
    const { conversationId } = application.json();
    const [{ n: messagesBefore }] = await database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    await expectRefusedAndNothingStored(
      () =>
        send('POST', '/api/message', me.token, [
          { name: 'conversationId', value: conversationId },
          { name: 'body', value: 'My portfolio' },
          { name: 'file', fileName: 'portfolio.pdf', contentType: 'application/pdf', start: pdf, size: 6 * MB },
        ]),
      'file',
      '5 MB',
    );
    const [{ n: messagesAfter }] = await database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(messagesAfter).toBe(messagesBefore);
  });
});
