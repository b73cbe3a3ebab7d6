import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { makePdf, multipartFile } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { memoryStorage, messagingWorld, multipartForm, PNG, type MessagingWorld, type Session } from '../messaging/test-fixtures.ts';
import { EXPIRE_JOB, PREPARE_JOB, expireExports } from './service.ts';
import { dataExports } from './tables.ts';

const storage = memoryStorage();
let database: Database;
let app: FastifyInstance;
let w: MessagingWorld;
let pdf: Buffer;

useTestApp((t) => ({ database, app } = t), { overrides: { storage } });

const URL = '/api/account/data-export';
const call = (method: 'GET' | 'POST', url: string, who?: Session, payload?: object): Promise<LightMyRequestResponse> =>
  app.inject({ method, url, headers: who?.headers, payload });

async function startConversation(employer: Session, candidate: Session, body: string, jobId?: string): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/message/conversation',
    headers: employer.headers,
    payload: { id: candidate.user.id, ...(jobId ? { jobId } : {}), body },
  });
  if (started.statusCode >= 300) throw new Error(`conversation: ${started.statusCode} ${started.body}`);
  return started.json().conversation.id;
}

async function sendWithFile(who: Session, conversationId: string, body: string, fileName: string, data: Buffer) {
  const form = multipartForm([
    { name: 'conversationId', value: conversationId },
    { name: 'body', value: body },
    { name: 'file', fileName, data, contentType: 'application/pdf' },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/message/',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`message: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}

async function upload(who: Session, url: string, field: string, fileName: string, data: Buffer) {
  const form = multipartFile(field, fileName, data);
  const response = await app.inject({ method: 'POST', url, headers: { ...who.headers, ...form.headers }, payload: form.payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
}

async function readyMail(who: Session) {
  const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, who.user.email));
  return required(mails.find((m) => m.subject === 'Your TalentMatch data is ready to download'));
}

/** Requests, prepares (the queue's job, in-line) and downloads one user's archive; its entries. */
async function exportOf(who: Session) {
  const requested = await call('POST', URL, who);
  expect(requested.statusCode).toBe(202);
  await app.ctx.jobs.runPending([PREPARE_JOB]);
  const state = (await call('GET', URL, who)).json().export;
  expect(state).toMatchObject({ id: requested.json().id, status: 'ready' });
  const download = await call('GET', `${URL}/${state.id}/download`, who);
  expect(download.statusCode).toBe(200);
  const zip = await JSZip.loadAsync(download.rawPayload);
  const json = await required(zip.file('data.json')).async('string');
  return { state, download, zip, json, data: JSON.parse(json) };
}

beforeAll(async () => {
  w = await messagingWorld(app, database.db);
  pdf = await makePdf(['Priya Raman', 'Resume: warehouse analytics']);
});

describe('GET and POST api/account/data-export', () => {
  it('401 without a session', async () => {
    expectProblem(await call('GET', URL), 401);
    expectProblem(await call('POST', URL), 401);
    expectProblem(await call('GET', `${URL}/8f0b7c52-1d1e-4c61-9f53-5b2a3c1d9e77/download`), 401);
  });

  it('400 for fields in the body and for a malformed id', async () => {
    const problem = expectProblem(await call('POST', URL, w.admin, { everything: true }), 400);
    expect(JSON.stringify(problem.errors)).toContain('This request takes no fields.');
    expect(expectProblem(await call('GET', `${URL}/nope/download`, w.admin), 400).errors).toEqual({ id: ['Choose a valid download.'] });
    expect((await call('GET', URL, w.admin)).json()).toEqual({ export: null });
  });
});

describe('Download my data, end to end', () => {
  it('prepares the archive in the background, emails the user, and lets only them download their own data and files', async () => {
    // the candidate's data: a photo, a resume, an application, a conversation with an attachment they sent
    await upload(w.candidate, '/api/candidate/profile/photo', 'photo', 'me.png', PNG);
    await upload(w.candidate, '/api/candidate/profile/resume', 'resume', 'Priya CV.pdf', pdf);
    expect((await call('POST', `/api/application/${w.job.id}`, w.candidate, {})).statusCode).toBeLessThan(300);
    const conversation = await startConversation(w.manager, w.candidate, 'Thanks for applying, Priya.', w.job.id);
    const portfolio = await makePdf(['Portfolio of Priya']);
    const sent = await sendWithFile(w.candidate, conversation, 'My portfolio, as promised.', 'portfolio.pdf', portfolio);
    // another candidate's data, which must never appear in Priya's archive
    await upload(w.otherCandidate, '/api/candidate/profile/photo', 'photo', 'jordan.png', PNG);
    const other = await startConversation(w.outsider, w.otherCandidate, 'Hello Jordan');
    await sendWithFile(w.otherCandidate, other, 'OTHER-SECRET-TEXT', 'jordan-secret.pdf', await makePdf(['Jordan secret']));

    const requested = await call('POST', URL, w.candidate);
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ status: 'requested', readyAt: null, expiresAt: null });
    expect((await call('GET', URL, w.candidate)).json().export).toMatchObject({ id: requested.json().id, status: 'requested' });
    // one at a time
    expect(expectProblem(await call('POST', URL, w.candidate), 409).detail).toBe(
      'Your data is already being prepared. You will get an email when it is ready.',
    );
    // not ready yet: the download says so (never the generic "endpoint does not exist")
    expect(expectProblem(await call('GET', `${URL}/${requested.json().id}/download`, w.candidate), 409).detail).toBe(
      'Your data is still being prepared. Try again when the email arrives.',
    );

    expect(await app.ctx.jobs.runPending([PREPARE_JOB])).toBe(1);
    const state = (await call('GET', URL, w.candidate)).json().export;
    expect(state.status).toBe('ready');
    const days = (Date.parse(state.expiresAt) - Date.parse(state.readyAt)) / 86_400_000;
    expect(days).toBe(7);

    const mail = await readyMail(w.candidate);
    expect(mail.text).toContain('http://talentmatch.test/candidate/settings');

    const download = await call('GET', `${URL}/${state.id}/download`, w.candidate);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="talentmatch-data-\d{4}-\d\d-\d\d\.zip"/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.length).toBe(state.size);

    const zip = await JSZip.loadAsync(download.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'README.txt',
      'data.json',
      `files/messages/${sent.id}/portfolio.pdf`,
      'files/profile/Priya CV.pdf',
      'files/profile/photo.png',
    ]);
    expect((await required(zip.file('files/profile/photo.png')).async('nodebuffer')).equals(PNG)).toBe(true);
    expect((await required(zip.file('files/profile/Priya CV.pdf')).async('nodebuffer')).equals(pdf)).toBe(true);
    expect((await required(zip.file(`files/messages/${sent.id}/portfolio.pdf`)).async('nodebuffer')).equals(portfolio)).toBe(true);

    const json = await required(zip.file('data.json')).async('string');
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({
      id: w.candidate.user.id,
      email: w.candidate.user.email,
      firstName: 'Priya',
      roles: ['Candidate'],
    });
    expect(data.candidateProfile.profile).toMatchObject({ userId: w.candidate.user.id, hasPhoto: true });
    expect(data.applications.asCandidate).toHaveLength(1);
    expect(data.applications.asCandidate[0].job).toMatchObject({ id: w.job.id, title: 'Warehouse data analyst' });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { body: string; sentByMe: boolean }) => [m.body, m.sentByMe])).toEqual(
      expect.arrayContaining([
        ['Thanks for applying, Priya.', false],
        ['My portfolio, as promised.', true],
      ]),
    );
    expect(data.notificationSettings).toMatchObject({ newMessage: true });
    expect(data.supportAccess).toEqual([]);
    expect(data.feedbackAboutMe.items).toEqual([]);
    expect(data.surveyAnswers).toEqual([]);
    // no secrets, and nothing of anyone else
    expect(json).not.toMatch(/passwordHash|password_hash|\$argon2|refreshToken|tokenHash/i);
    expect(json).not.toContain('OTHER-SECRET-TEXT');
    expect(json).not.toContain(w.otherCandidate.user.email);
    expect(json).not.toContain(w.otherCandidate.user.id);
    expect(names.join(' ')).not.toContain('jordan');

    // another user's id is not found for anyone else, administrators included
    for (const stranger of [w.otherCandidate, w.manager, w.outsider, w.admin]) {
      const problem = expectProblem(await call('GET', `${URL}/${state.id}/download`, stranger), 404);
      expect(problem.detail).toBe('This download does not exist or has expired.');
    }
  });

  it('gives an employer the conversations they wrote in, with the candidate’s messages but not the candidate’s files', async () => {
    const { data, zip } = await exportOf(w.manager);
    expect(data.account).toMatchObject({ id: w.manager.user.id, company: { id: w.company.id } });
    expect(data.candidateProfile).toEqual({ profile: null, skills: [], experiences: { jobs: [], education: [] } });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.find((m: { body: string }) => m.body === 'My portfolio, as promised.')).toMatchObject({
      sentByMe: false,
      attachmentName: 'portfolio.pdf',
      attachmentFile: null,
    });
    expect(Object.keys(zip.files).filter((n) => n.startsWith('files/'))).toEqual([]);
    const mail = await readyMail(w.manager);
    expect(mail.text).toContain('http://talentmatch.test/employer/settings');
  });

  it('replaces a kept archive with a new one, deleting the old file', async () => {
    const first = (await exportOf(w.recruiter)).state;
    const keysBefore = storage.keys().filter((k) => k.startsWith(`data-exports/${w.recruiter.user.id}/`));
    expect(keysBefore).toHaveLength(1);
    const second = (await exportOf(w.recruiter)).state;
    expect(second.id).not.toBe(first.id);
    expect(storage.keys().filter((k) => k.startsWith(`data-exports/${w.recruiter.user.id}/`))).toEqual([
      `data-exports/${w.recruiter.user.id}/${second.id}`,
    ]);
    expectProblem(await call('GET', `${URL}/${first.id}/download`, w.recruiter), 404);
  });

  it('expires: the recurring job deletes the archive and the row a week later', async () => {
    const { state } = await exportOf(w.otherCandidate);
    const key = `data-exports/${w.otherCandidate.user.id}/${state.id}`;
    expect(storage.keys()).toContain(key);
    expect(await expireExports({ db: database.db, storage }, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await expireExports({ db: database.db, storage }, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(storage.keys()).not.toContain(key);
    expect((await call('GET', URL, w.otherCandidate)).json()).toEqual({ export: null });
    expectProblem(await call('GET', `${URL}/${state.id}/download`, w.otherCandidate), 404);
    // the job is defined and recurring
    expect(await app.ctx.jobs.pendingCount(EXPIRE_JOB)).toBeGreaterThanOrEqual(0);
  });

  it('marks the export failed after the last attempt, and lets the user ask again', async () => {
    const who = w.roleless;
    const requested = (await call('POST', URL, who)).json();
    const broken = { ...storage, put: async () => Promise.reject(new Error('disk full')) };
    const { prepareExport } = await import('./service.ts');
    await expect(prepareExport({ ...app.ctx, storage: broken }, requested.id, { lastAttempt: true })).rejects.toThrow('disk full');
    expect((await call('GET', URL, who)).json().export).toMatchObject({ status: 'failed' });
    const [row] = await database.db.select().from(dataExports).where(eq(dataExports.id, requested.id));
    expect(row.error).toBe('disk full');
    expectProblem(await call('GET', `${URL}/${requested.id}/download`, who), 404);
    expect((await call('POST', URL, who)).statusCode).toBe(202);
    await app.ctx.jobs.runPending([PREPARE_JOB]);
    expect((await call('GET', URL, who)).json().export.status).toBe('ready');
  });
});
