import { PROBLEM_TYPES } from '@talentmatch/shared/problem';
import { EMAIL_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../../test/capture-mailer.ts';
import { bearer, expectProblem, loginAs, useTestApp, validRegistration } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { CURRENT_PASSWORD_WRONG } from './service.ts';
import { openMail, outboxSealKey, REDACTED_LINK, redactMail } from '../../platform/mail.ts';

let database: Database;
let app: FastifyInstance;
const mailer = captureMailer();

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

const tokenOf = (to: string) => {
  const mail = [...mailer.sent].reverse().find((m) => m.to === to && m.text.includes('/confirm-email?token='));
  const url = required(/http:\/\/talentmatch\.test\/confirm-email\?token=[\w%-]+/.exec(required(mail).text))[0];
  return required(new URL(url).searchParams.get('token'));
};
const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/account/email/confirm', payload: { token } });
const jobBody = {
  title: 'Data Analyst',
  description: 'Analyse data.',
  employmentType: 'full_time',
  location: 'Remote',
  remote: true,
  skills: [],
  benefitIds: [],
};

describe('email verification (registration)', () => {
  it('mails a link; until it is followed the profile says so and the candidate is not found; then it is', async () => {
    const registration = validRegistration();
    const response = await app.inject({ method: 'POST', url: '/api/auth/register/candidate', payload: registration });
    expect(response.statusCode).toBe(201);
    const headers = bearer(response.json().token);
    await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers });
    await app.ctx.background.idle();
    expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers })).json()).toMatchObject({ emailVerified: false });
    const [row] = await database.db.select().from(users).where(eq(users.email, registration.email));
    expect(row.emailVerifiedAt).toBeNull();

    // the employer's candidate search leaves out the unconfirmed candidate
    const { manager } = await seedCompany(database.db, {});
    const employer = bearer((await loginAs(app, manager.email, manager.password)).token);
    await app.inject({
      method: 'POST',
      url: '/api/candidate/profile',
      headers,
      payload: { headline: 'Unconfirmed Zebra', visibility: 'visible' },
    });
    const before = await app.inject({ method: 'GET', url: '/api/candidates?pageSize=50', headers: employer });
    expect(before.statusCode).toBe(200);
    expect(JSON.stringify(before.json())).not.toContain(row.id);

    const confirmed = await confirm(tokenOf(registration.email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ purpose: 'verify', email: registration.email });
    expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers })).json()).toMatchObject({ emailVerified: true });
    expectProblem(await confirm(tokenOf(registration.email)), 400);
    const profile = await app.inject({ method: 'GET', url: '/api/candidate/profile', headers });
    if (profile.json().visibility === 'visible') {
      const after = await app.inject({ method: 'GET', url: '/api/candidates?pageSize=50', headers: employer });
      expect(JSON.stringify(after.json())).toContain(row.id);
    }
  });

  it('an unconfirmed employer cannot publish a job (403 email-not-verified) but can keep a draft', async () => {
    const { manager } = await seedCompany(database.db, { manager: { emailVerified: false } });
    const headers = bearer((await loginAs(app, manager.email, manager.password)).token);
    const published = await app.inject({ method: 'POST', url: '/api/jobs', headers, payload: { ...jobBody, publish: true } });
    const problem = expectProblem(published, 403);
    expect(problem).toMatchObject({ type: PROBLEM_TYPES.emailNotVerified, detail: EMAIL_MESSAGES.notVerifiedJobs });
    const draft = await app.inject({ method: 'POST', url: '/api/jobs', headers, payload: { ...jobBody, publish: false } });
    if (draft.statusCode === 201) {
      const open = await app.inject({ method: 'POST', url: `/api/jobs/${draft.json().id}/status`, headers, payload: { status: 'open' } });
      expect(expectProblem(open, 403).type).toBe(PROBLEM_TYPES.emailNotVerified);
    }
  });

  it('resend mails a new link (the old one stops working); 401 anonymous', async () => {
    const user = await seedUser(database.db, { emailVerified: false });
    const headers = bearer((await loginAs(app, user.email, user.password)).token);
    expectProblem(await app.inject({ method: 'POST', url: '/api/account/email/verification' }), 401);
    expect((await app.inject({ method: 'POST', url: '/api/account/email/verification', headers })).statusCode).toBe(202);
    await app.ctx.background.idle();
    const first = tokenOf(user.email);
    expect((await app.inject({ method: 'POST', url: '/api/account/email/verification', headers })).statusCode).toBe(202);
    await app.ctx.background.idle();
    const second = tokenOf(user.email);
    expectProblem(await confirm(first), 400);
    expect((await confirm(second)).statusCode).toBe(200);
  });
});

describe('email change', () => {
  it('needs the current password; applies only when the link to the new address is followed; tells the old address', async () => {
    const user = await seedUser(database.db);
    const headers = bearer((await loginAs(app, user.email, user.password)).token);
    const newEmail = `moved-${Date.now()}@example.test`;
    expectProblem(await app.inject({ method: 'POST', url: '/api/account/email/change', payload: { newEmail, currentPassword: 'x' } }), 401);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/account/email/change',
      headers,
      payload: { newEmail, currentPassword: 'nope' },
    });
    expect(expectProblem(wrong, 400).errors).toEqual({ currentPassword: [CURRENT_PASSWORD_WRONG] });

    const asked = await app.inject({
      method: 'POST',
      url: '/api/account/email/change',
      headers,
      payload: { newEmail, currentPassword: user.password },
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: EMAIL_MESSAGES.changeRequested });
    await app.ctx.background.idle();
    expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers })).json().email).toBe(user.email);
    expect(mailer.sent.some((m) => m.to === user.email && m.subject.includes('is changing'))).toBe(true);

    const confirmed = await confirm(tokenOf(newEmail));
    expect(confirmed.json()).toEqual({ purpose: 'change', email: newEmail });
    await app.ctx.background.idle();
    expect((await app.inject({ method: 'GET', url: '/api/account/profile', headers })).json()).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    expect(mailer.sent.some((m) => m.to === user.email && m.subject.includes('was changed'))).toBe(true);
    await loginAs(app, newEmail, user.password);
  });

  it('answers the same for an address that has an account, which keeps its owner and gets no link', async () => {
    const user = await seedUser(database.db);
    const other = await seedUser(database.db);
    const headers = bearer((await loginAs(app, user.email, user.password)).token);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/account/email/change',
      headers,
      payload: { newEmail: other.email, currentPassword: user.password },
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: EMAIL_MESSAGES.changeRequested });
    await app.ctx.background.idle();
    const toOther = mailer.sent.filter((m) => m.to === other.email);
    expect(toOther.at(-1)?.text).not.toContain('/confirm-email');
    expect(toOther.at(-1)?.subject).toBe('Someone tried to use your email address');
  });

  it('is throttled per account: the fourth request within the hour answers 429', async () => {
    const user = await seedUser(database.db);
    const headers = bearer((await loginAs(app, user.email, user.password)).token);
    const ask = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/account/email/change',
        headers,
        payload: { newEmail: `try-${n}-${Date.now()}@example.test`, currentPassword: user.password },
      });
    for (let n = 0; n < 3; n++) expect((await ask(n)).statusCode).toBe(202);
    expect(expectProblem(await ask(3), 429).detail).toBe(EMAIL_MESSAGES.tooMany);
  });

  it('the profile update no longer changes the email', async () => {
    const user = await seedUser(database.db);
    const headers = bearer((await loginAs(app, user.email, user.password)).token);
    const body = { email: 'elsewhere@example.test', firstName: 'A', lastName: 'B', phoneNumber: '' };
    const refused = await app.inject({ method: 'PUT', url: '/api/account/profile', headers, payload: body });
    expect(expectProblem(refused, 400).errors).toEqual({ email: [EMAIL_MESSAGES.useChangeForm] });
    const kept = await app.inject({ method: 'PUT', url: '/api/account/profile', headers, payload: { ...body, email: user.email } });
    expect(kept.statusCode).toBe(200);
  });
});

describe('links in stored mail (platform/mail.ts)', () => {
  it('redacts every secret in text and html and seals the real body, which opens again only with the key', () => {
    const key = outboxSealKey('k'.repeat(40));
    const link = 'http://talentmatch.test/confirm-email?token=abc&x=1';
    const stored = redactMail(key, {
      to: 'a@b.test',
      subject: 's',
      text: `Go: ${link}`,
      html: `<a href="${link.replace('&', '&amp;')}">Go</a>`,
      secrets: [link],
    });
    expect(stored.text).toBe(`Go: ${REDACTED_LINK}`);
    expect(stored.html).not.toContain('token=abc');
    expect(openMail(key, required(stored.sealed)).text).toBe(`Go: ${link}`);
    expect(() => openMail(outboxSealKey('z'.repeat(40)), required(stored.sealed))).toThrow();
  });
});
