import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, decodeClaims, expectProblem, loginAs, useTestApp, validRegistration } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';
import { companyInvitations } from '../hiring-team/tables.ts';
import { subscriptions } from '../subscriptions/tables.ts';
import { seedCompany, seedInvitation, seedUser } from '../../seed/demo.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t));

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(parts: { name: string; value: string | Buffer; filename?: string; contentType?: string }[]) {
  const boundary = `----tmtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const company = {
  name: 'Acme Robotics',
  website: 'https://acme.example',
  description: 'Robots.',
  size: '11-50',
  industry: 'Hardware',
  location: 'Austin, TX',
  nonprofit: false,
};

describe('POST /api/auth/register/candidate and /employer', () => {
  it('registers a candidate, signs them in with terms=0 and mails a welcome', async () => {
    const body = validRegistration({ email: 'Nina.Novak@Example.test' });
    const response = await app.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: body });
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.activeSurvey).toBeNull();
    expect(decodeClaims(result.token)).toMatchObject({ role: 'Candidate', terms: 0, companyId: null, name: 'Nina Novak' });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'nina.novak@example.test'));
    expect(row.roles).toEqual(['Candidate']);
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row.uniqueId).toMatch(/^TM-[0-9A-Z]{8}$/);
    await app.ctx.background.idle();
    const mails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'nina.novak@example.test'));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Confirm your email address for TalentMatch', 'Welcome to TalentMatch']);
  });

  it('registers an employer without a company', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/register/employer', payload: validRegistration() });
    expect(response.statusCode).toBe(201);
    expect(decodeClaims(response.json().token)).toMatchObject({ role: 'Employer', companyId: null });
  });

  it('answers 409 for an email that already has an account', async () => {
    const existing = await seedUser(database.db);
    const problem = expectProblem(
      await app.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: validRegistration({ email: existing.email }) }),
      409,
    );
    expect(problem.detail).toBe('An account with this email already exists.');
  });

  it('answers 400 with field errors (password policy, confirmation, names)', async () => {
    const problem = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/candidate',
        payload: validRegistration({ password: 'password', confirmPassword: 'other', firstName: '', lastName: '<b>' }),
      }),
      400,
    );
    expect(problem.errors?.password).toContain('This password is too common; choose one that is harder to guess.');
    expect(problem.errors?.confirmPassword).toEqual(['Passwords do not match.']);
    expect(problem.errors?.firstName).toEqual(['First name is required.']);
    expect(problem.errors?.lastName).toEqual(['Last name must not contain < or >.']);
  });
});

describe('invitations', () => {
  it('GET /api/auth/invitation/:id shows a pending invitation and 404s otherwise', async () => {
    const { company: acme, manager } = await seedCompany(database.db, { name: 'Invite Co' });
    const invitation = await seedInvitation(database.db, { companyId: acme.id, email: 'joiner@example.test', invitedBy: manager.id });
    const response = await app.inject({ method: 'GET', url: `/api/auth/invitation/${invitation.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: invitation.id, email: 'joiner@example.test', companyName: 'Invite Co' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const problem = expectProblem(await app.inject({ method: 'GET', url: `/api/auth/invitation/${id}` }), 404);
      expect(problem.detail).toBe('This invitation is no longer valid.');
    }
    const expired = await seedInvitation(database.db, { companyId: acme.id, expiresInDays: -1 });
    expectProblem(await app.inject({ method: 'GET', url: `/api/auth/invitation/${expired.id}` }), 404);
  });

  it('an employee registers into the company and the invitation is accepted', async () => {
    const { company: acme } = await seedCompany(database.db);
    const invitation = await seedInvitation(database.db, { companyId: acme.id, email: 'teammate@example.test' });
    const wrongEmail = expectProblem(
      await app.inject({ method: 'POST', url: '/api/auth/register/employer', payload: validRegistration({ invitationId: invitation.id }) }),
      400,
    );
    expect(wrongEmail.errors?.email).toEqual(['This invitation was sent to a different email address.']);
    const asCandidate = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/candidate',
        payload: validRegistration({ email: 'teammate@example.test', invitationId: invitation.id }),
      }),
      400,
    );
    expect(asCandidate.errors?.invitationId).toEqual(['Invitations are for employer accounts.']);

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/employer',
      payload: validRegistration({ email: 'teammate@example.test', invitationId: invitation.id }),
    });
    expect(response.statusCode).toBe(201);
    expect(decodeClaims(response.json().token)).toMatchObject({ role: 'Employer', companyId: acme.id });
    const [inv] = await database.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    expect(inv.status).toBe('accepted');
    const again = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/employer',
        payload: validRegistration({ email: 'teammate@example.test', invitationId: invitation.id }),
      }),
      400,
    );
    expect(again.errors?.invitationId).toEqual(['This invitation is no longer valid.']);
  });
});

describe('POST /api/auth/register/company', () => {
  async function freshEmployer() {
    const response = await app.inject({ method: 'POST', url: '/api/auth/register/employer', payload: validRegistration() });
    return response.json() as { token: string; refreshToken: string };
  }

  it('needs a bearer token (401) and the Employer role (403)', async () => {
    expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/company',
        ...multipart([{ name: 'company', value: JSON.stringify(company) }]),
      }),
      401,
    );
    const candidate = await seedUser(database.db, { roles: ['Candidate'] });
    const { token } = await loginAs(app, candidate.email, candidate.password);
    const form = multipart([{ name: 'company', value: JSON.stringify(company) }]);
    expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/company',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      }),
      403,
    );
  });

  it('records a self-declared nonprofit as a request for an administrator, not as verified', async () => {
    const { token } = await freshEmployer();
    const form = multipart([{ name: 'company', value: JSON.stringify({ ...company, name: 'Helping Hands', nonprofit: true }) }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/company',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Helping Hands', nonprofit: false, nonprofitRequested: true });
    const [row] = await database.db.select().from(companies).where(eq(companies.id, response.json().id));
    expect(row).toMatchObject({ nonprofit: false, nonprofitRequested: true });
  });

  it('creates the company with a PNG logo, makes the user account manager and starts the trial', async () => {
    const { token } = await freshEmployer();
    const form = multipart([
      { name: 'company', value: JSON.stringify(company) },
      { name: 'logo', value: PNG, filename: 'logo.png', contentType: 'image/png' },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/company',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Acme Robotics', size: '11-50', nonprofit: false, logoUrl: `/api/companies/${created.id}/logo` });

    const [sub] = await database.db.select().from(subscriptions).where(eq(subscriptions.companyId, created.id));
    expect(sub.status).toBe('trialing');
    const days = (required(sub.trialEndsAt).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const fresh = await app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: bearer(token) });
    expect(decodeClaims(fresh.json().token)).toMatchObject({ role: ['Employer', 'AccountManager'], companyId: created.id });

    const logo = await app.inject({ method: 'GET', url: `/api/companies/${created.id}/logo` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const second = multipart([{ name: 'company', value: JSON.stringify({ ...company, name: 'Second' }) }]);
    const conflict = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/company',
        payload: second.payload,
        headers: { ...second.headers, ...bearer(token) },
      }),
      409,
    );
    expect(conflict.detail).toBe('Your account already belongs to a company.');
  });

  it('works without a logo; the logo route then answers 404', async () => {
    const { token } = await freshEmployer();
    const form = multipart([{ name: 'company', value: JSON.stringify({ name: 'No Logo Ltd', size: '1-10' }) }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/company',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().logoUrl).toBeNull();
    expectProblem(await app.inject({ method: 'GET', url: `/api/companies/${response.json().id}/logo` }), 404);
  });

  it('checks the logo by content and size', async () => {
    const { token } = await freshEmployer();
    const attempts = [
      {
        value: Buffer.from('MZ\x90\x00 this is a windows executable'),
        filename: 'logo.png',
        contentType: 'image/png',
        message: 'The logo must be a PNG, JPEG or WebP image.',
      },
      {
        value: Buffer.from('just some text'),
        filename: 'logo.png',
        contentType: 'image/png',
        message: 'The logo must be a PNG, JPEG or WebP image.',
      },
      {
        value: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
        filename: 'big.png',
        contentType: 'image/png',
        message: 'The logo must be 2 MB or smaller.',
        status: 413,
      },
    ];
    for (const { status = 400, ...attempt } of attempts) {
      const form = multipart([
        { name: 'company', value: JSON.stringify(company) },
        { name: 'logo', ...attempt },
      ]);
      const problem = expectProblem(
        await app.inject({
          method: 'POST',
          url: '/api/auth/register/company',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(token) },
        }),
        status,
      );
      expect(problem.errors?.logo).toEqual([attempt.message]);
    }
    const [me] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, String(decodeClaims(token).sub)));
    expect(me.companyId).toBeNull();
  });

  it('answers 400 with field errors for bad company data', async () => {
    const { token } = await freshEmployer();
    const form = multipart([{ name: 'company', value: JSON.stringify({ name: '', size: 'huge', website: 'acme' }) }]);
    const problem = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/company',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      }),
      400,
    );
    expect(problem.errors?.name).toEqual(['Company name is required.']);
    expect(problem.errors?.size).toEqual(['Choose a company size.']);
    expect(problem.errors?.website).toEqual(['Website must be an address such as example.com or https://example.com.']);
    const broken = multipart([{ name: 'company', value: '{not json' }]);
    const problem2 = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register/company',
        payload: broken.payload,
        headers: { ...broken.headers, ...bearer(token) },
      }),
      400,
    );
    expect(problem2.errors?.company).toEqual(['The company details are missing or not valid JSON.']);
    const count = await database.db.select().from(companies).where(eq(companies.name, 'huge'));
    expect(count).toHaveLength(0);
  });
});

describe('ALTCHA captcha', () => {
  let altchaApp: FastifyInstance;
  beforeAll(async () => {
    altchaApp = await createTestApp(database, { env: { CAPTCHA_PROVIDER: 'altcha' } });
  });
  afterAll(async () => {
    await altchaApp?.close();
  });

  async function solvedToken(): Promise<string> {
    const response = await altchaApp.inject({ method: 'GET', url: '/api/auth/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    const challenge = response.json() as Challenge;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(typeof challenge.signature).toBe('string');
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('registers with a solved challenge and refuses its replay', async () => {
    const captchaToken = await solvedToken();
    const check = await altchaApp.inject({ method: 'GET', url: `/api/auth/captcha?token=${encodeURIComponent(captchaToken)}` });
    expect(check.json()).toEqual({ success: true });

    const first = await altchaApp.inject({
      method: 'POST',
      url: '/api/auth/register/candidate',
      payload: validRegistration({ captchaToken }),
    });
    expect(first.statusCode).toBe(201);
    const replay = expectProblem(
      await altchaApp.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: validRegistration({ captchaToken }) }),
      400,
    );
    expect(replay.detail).toBe('The captcha has expired, please try again.');
    expect(replay.errors?.captchaToken).toEqual(['The captcha has expired, please try again.']);
    const recheck = await altchaApp.inject({ method: 'GET', url: `/api/auth/captcha?token=${encodeURIComponent(captchaToken)}` });
    expect(recheck.json()).toEqual({ success: false });
  });

  it('refuses a missing or forged token', async () => {
    const missing = expectProblem(
      await altchaApp.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: validRegistration() }),
      400,
    );
    expect(missing.errors?.captchaToken).toEqual(['Please complete the captcha.']);
    const forged = Buffer.from(
      JSON.stringify({
        challenge: {
          parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyLength: 32, keyPrefix: '00' },
          signature: 'ff',
        },
        solution: { counter: 1, derivedKey: '00' },
      }),
    ).toString('base64');
    expectProblem(
      await altchaApp.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: validRegistration({ captchaToken: forged }) }),
      400,
    );
    expect((await altchaApp.inject({ method: 'GET', url: '/api/auth/captcha?token=garbage' })).json()).toEqual({ success: false });
  });

  it('the challenge route is 404 when another provider is configured', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/auth/captcha/challenge' }), 404);
    expect((await app.inject({ method: 'GET', url: '/api/auth/captcha?token=' })).json()).toEqual({ success: true });
  });
});

describe('registration rate limit', () => {
  it('answers 429 after the configured number of attempts', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_SENSITIVE_PER_IP: '1' } });
    try {
      expect((await limited.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: { email: 'x' } })).statusCode).toBe(400);
      expectProblem(await limited.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: validRegistration() }), 429);
    } finally {
      await limited.close();
    }
  });
});
