import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES, type Message } from '@talentmatch/shared/messaging';
import { PROFILE_MESSAGES, tooLarge } from '@talentmatch/shared/candidate-profile';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { makeDocx, makePdf, multipartFile } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { files, siteConfiguration } from '../../platform/db/schema.ts';
import { candidateProfiles } from '../candidate-profiles/tables.ts';
import { messages } from './tables.ts';
import { attachmentFileName, attachmentType } from './attachments.ts';
import {
  EXE,
  JPEG,
  memoryStorage,
  messagingWorld,
  multipartForm,
  PNG,
  type FormPart,
  type MessagingWorld,
  type Session,
} from './test-fixtures.ts';

const storage = memoryStorage();
let database: Database;
let app: FastifyInstance;
let w: MessagingWorld;
let conversationId: string;
let pdf: Buffer;
let docx: Buffer;

const ATTACHMENT_LIMIT = 64 * 1024;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

useTestApp((t) => ({ database, app } = t), { overrides: { storage } });
beforeAll(async () => {
  // a small attachment limit, set where administrators set it: the site configuration
  await database.db
    .update(siteConfiguration)
    .set({ uploadLimits: { resumeBytes: 1024 * 1024, photoBytes: 1024 * 1024, attachmentBytes: ATTACHMENT_LIMIT } });
  w = await messagingWorld(app, database.db);
  const started = await app.inject({
    method: 'POST',
    url: '/api/message/conversation',
    headers: w.manager.headers,
    payload: { id: w.candidate.user.id, jobId: w.job.id, body: 'Please send your portfolio.' },
  });
  conversationId = started.json().conversation.id;
  pdf = await makePdf(['Priya Raman', 'Portfolio: warehouse dashboards, SQL, Python']);
  docx = await makeDocx(['Priya Raman', 'References available on request.']);
});

function postForm(who: Session, parts: FormPart[]) {
  const form = multipartForm(parts);
  return app.inject({ method: 'POST', url: '/api/message/', headers: { ...who.headers, ...form.headers }, payload: form.payload });
}
const withFile = (name: string, data: Buffer, body = ''): FormPart[] => [
  { name: 'conversationId', value: conversationId },
  { name: 'body', value: body },
  { name: 'file', fileName: name, data, contentType: 'application/pdf' },
];

function resumeUpload(fileName: string, data: Buffer) {
  const form = multipartFile('resume', fileName, data);
  return { headers: { ...w.candidate.headers, ...form.headers }, payload: form.payload };
}

async function sent(response: Awaited<ReturnType<typeof postForm>>): Promise<Message> {
  if (response.statusCode !== 201) throw new Error(`expected 201, got ${response.statusCode} ${response.body}`);
  return response.json() as Message;
}

/** What is stored now: file rows, storage keys, messages of the conversation. */
async function stored() {
  return {
    files: (await database.db.select().from(files)).length,
    keys: storage.keys().length,
    messages: (await database.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length,
  };
}

describe('attachment types, by content', () => {
  it('knows pdf, doc, docx, png and jpeg by their bytes, nothing else', async () => {
    expect(attachmentType(pdf)).toBe('application/pdf');
    expect(attachmentType(docx)).toBe(DOCX_TYPE);
    expect(attachmentType(PNG)).toBe('image/png');
    expect(attachmentType(JPEG)).toBe('image/jpeg');
    expect(attachmentType(EXE)).toBeNull();
    expect(attachmentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(attachmentType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
  });

  it('keeps a clean name whose extension matches the content', () => {
    expect(attachmentFileName('portfolio.PDF', 'application/pdf')).toBe('portfolio.PDF');
    expect(attachmentFileName('cv.exe', 'application/pdf')).toBe('cv.exe.pdf');
    expect(attachmentFileName('../../etc/photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(attachmentFileName('', 'image/png')).toBe('attachment.png');
  });
});

describe('POST api/message/ with a file', () => {
  it('stores a pdf, answers the message with its attachment, and serves it inline to both sides', async () => {
    const message = await sent(await postForm(w.candidate, withFile('portfolio.pdf', pdf, 'My portfolio, as promised.')));
    expect(message).toMatchObject({ body: 'My portfolio, as promised.', fromMe: true });
    const attachment = required(message.attachment);
    expect(attachment).toMatchObject({
      fileName: 'portfolio.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      inline: true,
      url: `/api/message/attachment/${attachment.id}`,
    });
    const [row] = await database.db.select().from(files).where(eq(files.id, attachment.id));
    expect(row).toMatchObject({ kind: 'message-attachment', contentType: 'application/pdf', size: pdf.length });
    for (const reader of [w.manager, w.recruiter, w.candidate, w.admin]) {
      const served = await app.inject({ method: 'GET', url: attachment.url, headers: reader.headers });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="portfolio.pdf"/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('private');
      expect(served.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('sends Word documents as downloads, and images inline', async () => {
    const word = required((await sent(await postForm(w.manager, withFile('contract.docx', docx)))).attachment);
    expect(word).toMatchObject({ contentType: DOCX_TYPE, inline: false, fileName: 'contract.docx' });
    const served = await app.inject({ method: 'GET', url: word.url, headers: w.candidate.headers });
    expect(served.headers['content-type']).toBe(DOCX_TYPE);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="contract.docx"/);
    const photo = required((await sent(await postForm(w.candidate, withFile('badge.png', PNG)))).attachment);
    expect(photo).toMatchObject({ contentType: 'image/png', inline: true });
    const jpeg = required((await sent(await postForm(w.candidate, withFile('site.jpg', JPEG)))).attachment);
    expect((await app.inject({ method: 'GET', url: jpeg.url, headers: w.manager.headers })).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a disguised file, a file over the limit and two files, storing nothing', async () => {
    const before = await stored();
    const disguised = expectProblem(await postForm(w.candidate, withFile('cv.pdf', EXE, 'see attached')), 400);
    expect(disguised).toMatchObject({ detail: MESSAGING_MESSAGES.attachmentType, errors: { file: [MESSAGING_MESSAGES.attachmentType] } });
    const big = Buffer.concat([pdf, Buffer.alloc(ATTACHMENT_LIMIT, 0x20)]);
    const tooBig = expectProblem(await postForm(w.candidate, withFile('big.pdf', big, 'see attached')), 413);
    expect(tooBig).toMatchObject({ detail: tooLarge(ATTACHMENT_LIMIT), errors: { file: [tooLarge(ATTACHMENT_LIMIT)] } });
    const two = expectProblem(
      await postForm(w.candidate, [...withFile('a.pdf', pdf), { name: 'file', fileName: 'b.pdf', data: pdf }]),
      400,
    );
    expect(two.detail).toBe(MESSAGING_MESSAGES.oneAttachment);
    const fileAndResume = expectProblem(
      await postForm(w.candidate, [...withFile('a.pdf', pdf), { name: 'attachResume', value: 'true' }]),
      400,
    );
    expect(fileAndResume.detail).toBe(MESSAGING_MESSAGES.oneAttachment);
    expect(await stored()).toEqual(before);
  });

  it('refuses a form with neither text nor file, and bad fields', async () => {
    const before = await stored();
    const empty = expectProblem(
      await postForm(w.candidate, [
        { name: 'conversationId', value: conversationId },
        { name: 'body', value: '  ' },
      ]),
      400,
    );
    expect(empty.detail).toBe(MESSAGING_MESSAGES.emptyMessage);
    // a browser form sent without choosing a file has an empty file part
    const noFile = expectProblem(await postForm(w.candidate, withFile('', Buffer.alloc(0))), 400);
    expect(noFile.detail).toBe(MESSAGING_MESSAGES.emptyMessage);
    const badId = expectProblem(
      await postForm(w.candidate, [
        { name: 'conversationId', value: 'nope' },
        { name: 'file', fileName: 'a.pdf', data: pdf },
      ]),
      400,
    );
    expect(badId.errors).toHaveProperty('conversationId');
    expect(await stored()).toEqual(before);
  });

  it('keeps strangers and administrators from posting files', async () => {
    const before = await stored();
    expect(expectProblem(await postForm(w.outsider, withFile('a.pdf', pdf)), 404).detail).toBe(MESSAGING_MESSAGES.conversationNotFound);
    expect(expectProblem(await postForm(w.otherCandidate, withFile('a.pdf', pdf)), 404).detail).toBe(
      MESSAGING_MESSAGES.conversationNotFound,
    );
    expect(expectProblem(await postForm(w.admin, withFile('a.pdf', pdf)), 403).detail).toBe(MESSAGING_MESSAGES.readOnly);
    expect(await stored()).toEqual(before);
  });
});

describe('attach my resume', () => {
  it('attaches a copy of the profile resume, which outlives the resume being replaced', async () => {
    const upload = await app.inject({ method: 'POST', url: '/api/candidate/profile/resume', ...resumeUpload('priya-cv.pdf', pdf) });
    expect(upload.statusCode).toBe(201);
    const [profile] = await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, w.candidate.user.id));
    const response = await app.inject({
      method: 'POST',
      url: '/api/message/',
      headers: w.candidate.headers,
      payload: { conversationId, attachResume: true },
    });
    const attachment = required((await sent(response)).attachment);
    expect(attachment).toMatchObject({ fileName: 'priya-cv.pdf', contentType: 'application/pdf', size: pdf.length });
    expect(attachment.id).not.toBe(required(profile).resumeFileId);

    const replaced = await app.inject({ method: 'POST', url: '/api/candidate/profile/resume', ...resumeUpload('new-cv.docx', docx) });
    expect(replaced.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: attachment.url, headers: w.manager.headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('is for candidates with a resume', async () => {
    const before = await stored();
    const employer = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/message/',
        headers: w.manager.headers,
        payload: { conversationId, attachResume: true },
      }),
      400,
    );
    expect(employer.errors).toHaveProperty('attachResume');
    const started = await app.inject({
      method: 'POST',
      url: '/api/message/conversation',
      headers: w.manager.headers,
      payload: { id: w.otherCandidate.user.id, body: 'Hello' },
    });
    const noResume = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/message/',
        headers: w.otherCandidate.headers,
        payload: { conversationId: started.json().conversation.id, attachResume: 'true' },
      }),
      400,
    );
    expect(noResume.detail).toBe(MESSAGING_MESSAGES.noResume);
    expect((await stored()).files).toBe(before.files);
  });
});

describe('GET api/message/attachment/{fileId}', () => {
  it('is refused to another company and another candidate as if it did not exist', async () => {
    const { attachment } = await sent(await postForm(w.candidate, withFile('private.pdf', pdf)));
    for (const stranger of [w.outsider, w.otherCandidate]) {
      const refused = expectProblem(await app.inject({ method: 'GET', url: required(attachment).url, headers: stranger.headers }), 404);
      expect(refused.detail).toBe(MESSAGING_MESSAGES.attachmentNotFound);
    }
    // a file that is no message's attachment (the profile resume) is none
    const [resume] = await database.db
      .select({ id: candidateProfiles.resumeFileId })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, w.candidate.user.id));
    expectProblem(
      await app.inject({ method: 'GET', url: `/api/message/attachment/${required(resume).id}`, headers: w.candidate.headers }),
      404,
    );
    expectProblem(await app.inject({ method: 'GET', url: '/api/message/attachment/abc', headers: w.candidate.headers }), 400);
  });
});

describe('POST api/message/upload-profile-attachment', () => {
  const url = (candidateId: string, attachmentId: string) =>
    `/api/message/upload-profile-attachment/?candidateId=${candidateId}&attachmentId=${attachmentId}`;

  it('makes a PDF or Word attachment the candidate’s profile resume, text extracted', async () => {
    const { attachment } = await sent(await postForm(w.manager, withFile('suggested-cv.pdf', pdf)));
    const response = await app.inject({
      method: 'POST',
      url: url(w.candidate.user.id, required(attachment).id),
      headers: w.candidate.headers,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().resume).toMatchObject({ fileName: 'suggested-cv.pdf', contentType: 'application/pdf', size: pdf.length });
    const [profile] = await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, w.candidate.user.id));
    expect(required(profile).resumeText).toContain('warehouse dashboards');
    // the profile has a copy of its own: the message keeps its file
    expect(required(profile).resumeFileId).not.toBe(required(attachment).id);
    expect((await app.inject({ method: 'GET', url: required(attachment).url, headers: w.candidate.headers })).statusCode).toBe(200);
  });

  it('refuses someone else’s id (403), an attachment outside their conversations (404) and an image (400)', async () => {
    const { attachment } = await sent(await postForm(w.candidate, withFile('cv.pdf', pdf)));
    const forbidden = await app.inject({
      method: 'POST',
      url: url(w.otherCandidate.user.id, required(attachment).id),
      headers: w.candidate.headers,
    });
    expectProblem(forbidden, 403);
    const notTheirs = await app.inject({
      method: 'POST',
      url: url(w.otherCandidate.user.id, required(attachment).id),
      headers: w.otherCandidate.headers,
    });
    expect(expectProblem(notTheirs, 404).detail).toBe(MESSAGING_MESSAGES.attachmentNotFound);
    const image = required((await sent(await postForm(w.candidate, withFile('badge.png', PNG)))).attachment);
    const notAResume = expectProblem(
      await app.inject({ method: 'POST', url: url(w.candidate.user.id, image.id), headers: w.candidate.headers }),
      400,
    );
    expect(notAResume).toMatchObject({ detail: MESSAGING_MESSAGES.notAResume, errors: { attachmentId: [MESSAGING_MESSAGES.notAResume] } });
    expectProblem(await app.inject({ method: 'POST', url: url(w.candidate.user.id, 'abc'), headers: w.candidate.headers }), 400);
    expectProblem(await app.inject({ method: 'POST', url: '/api/message/upload-profile-attachment/', headers: w.candidate.headers }), 400);
  });

  it('keeps the profile’s resume limit', async () => {
    const big = await makePdf(Array.from({ length: 40 }, (_, i) => `Line ${i} ${'lorem ipsum '.repeat(6)}`));
    const { attachment } = await sent(
      await postForm(w.candidate, withFile('long.pdf', Buffer.concat([big, Buffer.alloc(30 * 1024, 0x20)]))),
    );
    await database.db
      .update(siteConfiguration)
      .set({ uploadLimits: { resumeBytes: 16 * 1024, photoBytes: 1024 * 1024, attachmentBytes: ATTACHMENT_LIMIT } });
    try {
      const refused = expectProblem(
        await app.inject({ method: 'POST', url: url(w.candidate.user.id, required(attachment).id), headers: w.candidate.headers }),
        400,
      );
      expect(refused.detail).toBe(tooLarge(16 * 1024));
    } finally {
      await database.db
        .update(siteConfiguration)
        .set({ uploadLimits: { resumeBytes: 1024 * 1024, photoBytes: 1024 * 1024, attachmentBytes: ATTACHMENT_LIMIT } });
    }
  });

  it('answers 400 for a damaged document', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41)]);
    const { attachment } = await sent(await postForm(w.candidate, withFile('damaged.pdf', damaged)));
    const refused = expectProblem(
      await app.inject({ method: 'POST', url: url(w.candidate.user.id, required(attachment).id), headers: w.candidate.headers }),
      400,
    );
    expect(refused.detail).toBe(PROFILE_MESSAGES.resumeUnreadable);
  });
});
