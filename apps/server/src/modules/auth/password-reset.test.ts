import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, expectProblem, loginAs, useSmtpTestApp, waitFor } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { outboxEmails } from '../../platform/db/schema.ts';
import { passwordResetCodes } from './tables.ts';
import { seedUser } from '../../seed/demo.ts';
import { REDACTED_LINK } from '../../platform/mail.ts';
import { decodeQuotedPrintable, type SmtpMailbox } from '../../../test/smtp-mailbox.ts';

let database: Database;
let app: FastifyInstance;
let mailbox: SmtpMailbox;
useSmtpTestApp((t) => ({ database, app, mailbox } = t));
/** The mails received so far, each with its recipients as one string. */
const received = () => mailbox.mails.map((m) => ({ to: m.to.join(','), raw: m.raw }));

/** The reset link of the newest mail to `to`, decoded from quoted-printable. */
function resetLinkFor(to: string): URL | undefined {
  const mail = received()
    .reverse()
    .find((m) => m.to === to);
  if (!mail) return undefined;
  const text = decodeQuotedPrintable(mail.raw);
  const match = /http:\/\/talentmatch\.test\/reset-password\?[^\s"<]+/.exec(text);
  return match ? new URL(match[0].replace(/&amp;/g, '&')) : undefined;
}

describe('forgot and reset password over real SMTP', () => {
  it('mails a single-use link; the new password works, the old one and the used code do not', async () => {
    const user = await seedUser(database.db, { email: 'forgetful@example.test' });
    const oldSession = await loginAs(app, user.email, user.password);

    const forgot = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'Forgetful@example.test' } });
    expect(forgot.statusCode).toBe(202);
    expect(forgot.json()).toEqual({ message: 'If an account exists for this email, a reset link is on its way.' });

    const link = await waitFor(async () => resetLinkFor('forgetful@example.test'));
    expect(link.searchParams.get('email')).toBe('forgetful@example.test');
    const code = required(link.searchParams.get('code'));
    expect(code.length).toBeGreaterThan(20);

    const payload = { email: 'forgetful@example.test', password: 'Brand-New-Secret-9', confirmPassword: 'Brand-New-Secret-9', code };
    expect((await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload })).statusCode).toBe(204);
    await loginAs(app, user.email, 'Brand-New-Secret-9');
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode,
    ).toBe(401);
    // All sessions from before the reset are gone.
    expectProblem(await app.inject({ method: 'GET', url: '/api/user/me/', headers: bearer(oldSession.token) }), 401);

    const reuse = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { ...payload, password: 'Another-Secret-77', confirmPassword: 'Another-Secret-77' },
      }),
      400,
    );
    expect(reuse.detail).toBe('This reset link is invalid or has expired. Please request a new one.');
    await app.ctx.background.idle();
    const row = await waitFor(async () => {
      const [r] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'forgetful@example.test'));
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    // the reset is followed by the security notice, which nobody can switch off
    await waitFor(async () => received().find((m) => m.to === 'forgetful@example.test' && m.raw.includes('password was changed')));
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = received().length;
    const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'ghost@example.test' } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'If an account exists for this email, a reset link is on its way.' });
    await app.ctx.background.idle();
    expect(received().length).toBe(before);
  });

  it('sends one inbox at most 3 links per 15 minutes and only the latest link works', async () => {
    const user = await seedUser(database.db);
    const ask = () => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const links: URL[] = [];
    for (let n = 0; n < 3; n += 1) {
      expect((await ask()).statusCode).toBe(202);
      links.push(
        await waitFor(async () => (received().filter((m) => m.to === user.email).length === n + 1 ? resetLinkFor(user.email) : undefined)),
      );
    }
    // the fourth and later asks answer the same and send nothing (no flood, no oracle)
    for (let n = 0; n < 5; n += 1) expect((await ask()).statusCode).toBe(202);
    await app.ctx.background.idle();
    expect(received().filter((m) => m.to === user.email)).toHaveLength(3);

    const reset = (link: URL) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: {
          email: user.email,
          password: 'Brand-New-Secret-9',
          confirmPassword: 'Brand-New-Secret-9',
          code: link.searchParams.get('code'),
        },
      });
    expectProblem(await reset(links[0]), 400);
    expectProblem(await reset(links[1]), 400);
    expect((await reset(links[2])).statusCode).toBe(204);
  });

  it('refuses an expired code', async () => {
    const user = await seedUser(database.db);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const link = await waitFor(async () => resetLinkFor(user.email));
    await database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    const problem = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: {
          email: user.email,
          password: 'Brand-New-Secret-9',
          confirmPassword: 'Brand-New-Secret-9',
          code: link.searchParams.get('code'),
        },
      }),
      400,
    );
    expect(problem.errors?.code).toEqual(['This reset link is invalid or has expired. Please request a new one.']);
  });

  it('answers 400 with field errors for bad input', async () => {
    const forgot = expectProblem(await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nope' } }), 400);
    expect(forgot.errors).toEqual({ email: ['Enter a valid email address.'] });
    const missingCode = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: 'a@example.test', password: 'Long-Enough-1', confirmPassword: 'Long-Enough-1' },
      }),
      400,
    );
    expect(missingCode.errors).toEqual({ code: ['The reset code is missing.'] });
    const reset = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: 'a@example.test', password: 'short', confirmPassword: 'x', code: 'abc' },
      }),
      400,
    );
    expect(reset.errors?.password).toEqual(['Password must be at least 8 characters long.']);
    expect(reset.errors?.confirmPassword).toEqual(['Passwords do not match.']);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the mail in the outbox with the reset link sealed; an administrator of a local server can read it', async () => {
    const outboxApp = await createTestApp(database);
    try {
      const user = await seedUser(database.db, { email: 'outbox@example.test' });
      expect(
        (await outboxApp.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode,
      ).toBe(202);
      await outboxApp.ctx.background.idle();
      const [mail] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'outbox@example.test'));
      expect(mail.subject).toBe('Reset your TalentMatch password');
      // stored without the link: the row and the log hold a placeholder, the real body is sealed
      expect(mail.text).not.toContain('code=');
      expect(mail.html).not.toContain('code=');
      expect(mail.text).toContain(REDACTED_LINK);
      expect(mail.sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(mail.sealed).not.toContain('code');
      expect(mail.html).toContain('Reset password');
      expect(mail.sentAt).toBeNull();
      // outside production, without SMTP: the administrator's outbox view opens it (the local "follow the link" path)
      const admin = await seedUser(database.db, { roles: ['Administrator'] });
      const { token } = await loginAs(outboxApp, admin.email, admin.password);
      const shown = await outboxApp.inject({ method: 'GET', url: `/api/admin/emails/${mail.id}`, headers: bearer(token) });
      expect(shown.json().text).toMatch(/http:\/\/talentmatch\.test\/reset-password\?email=outbox%40example\.test&code=[A-Za-z0-9_-]+/);
    } finally {
      await outboxApp.close();
    }
  });
});

describe('without SMTP_URL: an ordinary mail', () => {
  it('is shown whole to an administrator (nobody received it)', async () => {
    const outboxApp = await createTestApp(database);
    try {
      await outboxApp.ctx.mailer.send({
        to: 'plain-logged@example.test',
        subject: 'Your application moves forward',
        text: 'Hello Tom,\n\nOpen the conversation: http://talentmatch.test/candidate/messages?c=1',
        html: '<p>Hello Tom,</p>',
      });
      await outboxApp.ctx.background.idle();
      const [mail] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'plain-logged@example.test'));
      expect(mail).toMatchObject({ status: 'logged', sealed: null });
      const admin = await seedUser(database.db, { roles: ['Administrator'] });
      const { token } = await loginAs(outboxApp, admin.email, admin.password);
      const shown = await outboxApp.inject({ method: 'GET', url: `/api/admin/emails/${mail.id}`, headers: bearer(token) });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().text).toBe('Hello Tom,\n\nOpen the conversation: http://talentmatch.test/candidate/messages?c=1');
    } finally {
      await outboxApp.close();
    }
  });
});

describe('reset rate limits', () => {
  it('answers 429 for forgot and reset password', async () => {
    const limited = await createTestApp(database, { env: { RATE_LIMIT_SENSITIVE_PER_IP: '1' } });
    try {
      await limited.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@example.test' } });
      expectProblem(await limited.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@example.test' } }), 429);
      await limited.inject({ method: 'POST', url: '/api/auth/reset-password', payload: {} });
      expectProblem(await limited.inject({ method: 'POST', url: '/api/auth/reset-password', payload: {} }), 429);
    } finally {
      await limited.close();
    }
  });
});
