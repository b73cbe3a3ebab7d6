import { emailConfirmations } from './tables.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.ts';
import { files, outboxEmails } from '../../platform/db/schema.ts';
import { users } from '../users/tables.ts';
import { sessions } from '../auth/tables.ts';
import { bearer, createTestApp, createTestDatabase, loginAs } from '../../../test/app.ts';
import { makePdf, multipartFile, signedIn } from '../../../test/profile-helpers.ts';
import { seedSearchWorld } from '../../../test/search-fixtures.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { createCandidateProfiles } from '../candidate-profiles/service.ts';
import { scoreInputs } from '../../modules.ts';
import { candidateProfiles, candidateSkills, educationExperiences, jobExperiences } from '../candidate-profiles/tables.ts';
import { candidateScoreHistory } from '../candidate-score/tables.ts';
import { refreshShortlist } from '../candidate-search/shortlist.ts';
import { jobMatchShortlists } from '../candidate-search/tables.ts';
import { multipartForm, PNG } from '../messaging/test-fixtures.ts';
import { messages } from '../messaging/tables.ts';

const { addCandidateSkill } = createCandidateProfiles(scoreInputs);

let database: Database;
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof seedSearchWorld>>;
let employer: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  world = await seedSearchWorld(database.db);
  employer = (await signedIn(app, database.db, ['Employer'], { companyId: world.company.id })).headers;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const ids = (body: { items: Array<{ id: string }> }) => body.items.map((c) => c.id);

/** A candidate with personal data in every place the product keeps some, and an employer who has talked to them. */
async function candidateEverywhere() {
  const { user } = await seedCandidate(database.db, {
    user: { firstName: 'Hallgerd', lastName: 'Zeppelinsdottir', phoneNumber: '+354 555 0101' },
    profile: { headline: 'Zeppelin navigator', summary: 'Hallgerd flies airships', city: 'Reykjavik', country: 'Iceland' },
  });
  await addCandidateSkill(database.db, user.id, { skillId: world.skill.ts.id, level: 5, years: 4 });
  await database.db.insert(jobExperiences).values({
    userId: user.id,
    title: 'Chief zeppelin pilot',
    company: 'Hallgerd Air',
    experienceAreaId: world.area.id,
    startDate: '2015-01-01',
    isCurrent: true,
  });
  await database.db.insert(educationExperiences).values({
    userId: user.id,
    institution: 'Reykjavik Airship Academy',
    degreeOptionId: world.edu.e2.id,
    educationOptionId: world.edu.e2.id,
    startDate: '2010-01-01',
    endDate: '2014-01-01',
  });
  const headers = bearer((await loginAs(app, user.email, user.password)).token);
  const photo = multipartFile('photo', 'me.png', PNG, 'image/png');
  expect(
    (await app.inject({ method: 'POST', url: '/api/candidate/profile/photo', ...photo, headers: { ...headers, ...photo.headers } }))
      .statusCode,
  ).toBe(200);
  const pdf = await makePdf(['Hallgerd Zeppelinsdottir', 'Airship navigation since 2015']);
  const resume = multipartFile('resume', 'hallgerd.pdf', pdf, 'application/pdf');
  expect(
    (await app.inject({ method: 'POST', url: '/api/candidate/profile/resume', ...resume, headers: { ...headers, ...resume.headers } }))
      .statusCode,
  ).toBe(201);
  // the employer writes first, the candidate answers with a file and with the profile resume
  const started = await app.inject({
    method: 'POST',
    url: '/api/message/conversation',
    headers: employer,
    payload: { id: user.id, jobId: world.job.id, body: 'Hello Hallgerd' },
  });
  expect(started.statusCode).toBe(201);
  const conversationId = started.json().conversation.id as string;
  const form = multipartForm([
    { name: 'conversationId', value: conversationId },
    { name: 'body', value: 'My portfolio' },
    { name: 'file', fileName: 'portfolio.pdf', data: pdf, contentType: 'application/pdf' },
  ]);
  expect((await app.inject({ method: 'POST', url: '/api/message', ...form, headers: { ...headers, ...form.headers } })).statusCode).toBe(
    201,
  );
  expect(
    (await app.inject({ method: 'POST', url: '/api/message', headers, payload: { conversationId, body: 'And my CV', attachResume: true } }))
      .statusCode,
  ).toBe(201);
  await app.ctx.mailer.send({ to: user.email, subject: 'Welcome Hallgerd', text: 'Hi Hallgerd', html: '<p>Hi Hallgerd</p>' });
  // a pending change of address names a second address of theirs
  const change = await app.inject({
    method: 'POST',
    url: '/api/account/email/change',
    headers,
    payload: { newEmail: `hallgerd-new-${user.id.slice(0, 8)}@example.test`, currentPassword: user.password },
  });
  expect(change.statusCode).toBe(202);
  expect(await database.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, user.id))).not.toEqual([]);
  await refreshShortlist(database.db, world.job.id);
  const [profile] = await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
  const sentFiles = await database.db.select({ id: messages.attachmentFileId }).from(messages).where(eq(messages.senderId, user.id));
  const fileIds = [profile.photoFileId, profile.resumeFileId, ...sentFiles.map((m) => m.id)].filter((id): id is string => Boolean(id));
  const stored = await database.db.select().from(files).where(inArray(files.id, fileIds));
  return { user, headers, conversationId, stored };
}

describe('DELETE /api/user/me: a candidate is forgotten everywhere', () => {
  let person: Awaited<ReturnType<typeof candidateEverywhere>>;
  beforeAll(async () => {
    person = await candidateEverywhere();
    // before: the employer finds them by headline and by city, and the job's ranking and shortlist hold them
    expect(ids((await get('/api/candidates?q=zeppelin', employer)).json())).toEqual([person.user.id]);
    expect(ids((await get('/api/candidates?location=reykjavik', employer)).json())).toEqual([person.user.id]);
    expect(ids((await get(`/api/candidates?jobId=${world.job.id}`, employer)).json())).toContain(person.user.id);
    expect(await database.db.select().from(jobMatchShortlists).where(eq(jobMatchShortlists.userId, person.user.id))).toHaveLength(1);
    expect(person.stored).toHaveLength(4);
    expect((await app.inject({ method: 'DELETE', url: '/api/user/me', headers: person.headers })).statusCode).toBe(204);
  }, 60_000);

  it('search: no longer found by headline, city or resume text, nor in a job ranking or its details', async () => {
    expect(ids((await get('/api/candidates?q=zeppelin', employer)).json())).toEqual([]);
    expect(ids((await get('/api/candidates?q=airship', employer)).json())).toEqual([]);
    expect(ids((await get('/api/candidates?location=reykjavik', employer)).json())).toEqual([]);
    expect(ids((await get(`/api/candidates?jobId=${world.job.id}`, employer)).json())).not.toContain(person.user.id);
    expect((await get(`/api/candidates/${person.user.id}`, employer)).statusCode).toBe(404);
    expect((await get(`/api/candidates/${person.user.id}/score/history`, employer)).statusCode).toBe(404);
  });

  it('shortlists: the person left every shortlist at once', async () => {
    expect(await database.db.select().from(jobMatchShortlists).where(eq(jobMatchShortlists.userId, person.user.id))).toEqual([]);
  });

  it('profile: every personal field is empty, hidden, out of the full-text index', async () => {
    const [p] = await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, person.user.id));
    expect(p).toMatchObject({
      headline: '',
      summary: '',
      city: '',
      region: '',
      country: '',
      visibility: 'hidden',
      photoFileId: null,
      resumeFileId: null,
      resumeFileName: null,
      resumeText: '',
      searchDocument: null,
      score: 0,
    });
  });

  it('skills and experiences are gone', async () => {
    for (const table of [candidateSkills, jobExperiences, educationExperiences]) {
      expect(await database.db.select().from(table).where(eq(table.userId, person.user.id))).toEqual([]);
    }
  });

  it('files: photo, resume and sent attachments are gone from the database and from storage', async () => {
    const ids = person.stored.map((f) => f.id);
    expect(await database.db.select().from(files).where(inArray(files.id, ids))).toEqual([]);
    for (const f of person.stored) expect(await app.ctx.storage.get(f.storageKey)).toBeNull();
    const sent = await database.db.select().from(messages).where(eq(messages.senderId, person.user.id));
    expect(sent.map((m) => [m.attachmentFileId, m.attachmentName])).toEqual(sent.map(() => [null, null]));
  });

  it('score history is gone', async () => {
    expect(await database.db.select().from(candidateScoreHistory).where(eq(candidateScoreHistory.userId, person.user.id))).toEqual([]);
  });

  it('conversations: the employer sees no name of theirs', async () => {
    const previews = (await get('/api/message/previews', employer)).body;
    const conversation = (await get(`/api/message/conversation/${person.conversationId}`, employer)).body;
    for (const text of [previews, conversation]) {
      expect(text).not.toContain('Zeppelinsdottir');
      expect(text).not.toMatch(/Hallgerd(?! )/);
      expect(text).not.toContain(person.user.email);
      expect(text).not.toContain('portfolio.pdf');
    }
    expect(conversation).toContain('Deleted user');
  });

  it('account and outbox: no name, address, phone or login addresses left', async () => {
    const [row] = await database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ firstName: 'Deleted user', lastName: '', phoneNumber: '', lastLoginIp: null, previousLoginIp: null });
    // the one row left to the old address: the farewell mail, which names nobody
    await app.ctx.background.idle();
    const left = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, person.user.email));
    expect(left.map((m) => m.subject)).toEqual(['Your TalentMatch account has been deleted']);
    expect(left[0]?.text).not.toContain(person.user.firstName);
    const devices = await database.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(devices.every((s) => s.ip === null && s.userAgent === null && s.revokedAt !== null)).toBe(true);
    expect(await database.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, person.user.id))).toEqual([]);
  });
});

describe('DELETE /api/user/me: an employer leaves nothing personal in what others see', () => {
  it('the candidate they wrote to and the administrators see no name, address or phone', async () => {
    const { company } = await seedCompany(database.db, { name: 'Leaving Co' });
    const recruiter = await seedUser(database.db, {
      roles: ['Employer'],
      companyId: company.id,
      firstName: 'Rowena',
      lastName: 'Quillfeather',
      phoneNumber: '+44 555 0199',
    });
    const recruiterHeaders = bearer((await loginAs(app, recruiter.email, recruiter.password)).token);
    const { user: candidate } = await seedCandidate(database.db);
    const candidateHeaders = bearer((await loginAs(app, candidate.email, candidate.password)).token);
    const started = await app.inject({
      method: 'POST',
      url: '/api/message/conversation',
      headers: recruiterHeaders,
      payload: { id: candidate.id, body: 'Hello from Rowena' },
    });
    expect(started.statusCode).toBe(201);
    const conversationId = started.json().conversation.id as string;
    expect((await app.inject({ method: 'DELETE', url: '/api/user/me', headers: recruiterHeaders })).statusCode).toBe(204);

    const admin = (await signedIn(app, database.db, ['Administrator'])).headers;
    const seen = [
      (await get(`/api/message/conversation/${conversationId}`, candidateHeaders)).body,
      (await get(`/api/message/users-in-conversation/${conversationId}`, candidateHeaders)).body,
      (await get('/api/message/previews', candidateHeaders)).body,
      (await get(`/api/user/${recruiter.id}`, admin)).body,
      (await get('/api/user/all', admin)).body,
    ];
    for (const text of seen) {
      expect(text).not.toContain('Quillfeather');
      expect(text).not.toContain(recruiter.email);
      expect(text).not.toContain('0199');
    }
  });
});
