import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, loginAs, useTestApp } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedUser } from '../../seed/demo.ts';

const mailer = captureMailer();
let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

describe('account notices', () => {
  it('tells the owner their password was changed: a security mail they cannot switch off, and a notice', async () => {
    const user = await seedUser(database.db, { firstName: 'Rosa' });
    const { token } = await loginAs(app, user.email, user.password);
    // even with every mail kind switched off
    await app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: bearer(token),
      payload: { newMessage: false, applicationStatus: false, billing: false, team: false, announcements: false },
    });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/account/update-password',
      headers: bearer(token),
      payload: { currentPassword: user.password, newPassword: 'Another-Horse-43', confirmPassword: 'Another-Horse-43' },
    });
    expect(changed.statusCode).toBe(204);
    await app.ctx.background.idle();
    const mail = mailer.sent.find((m) => m.to === user.email && m.subject === 'Your TalentMatch password was changed');
    expect(mail?.text).toContain('Hello Rosa,');
    expect(mail?.text).toContain('http://talentmatch.test/forgot-password');
    const notices = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).json();
    expect(notices.items).toEqual([expect.objectContaining({ kind: 'account', readAt: null })]);
  });

  it('sends a last mail to the old address when the account is deleted', async () => {
    const user = await seedUser(database.db, { firstName: 'Gonzalo' });
    const { token } = await loginAs(app, user.email, user.password);
    expect((await app.inject({ method: 'DELETE', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(204);
    await app.ctx.background.idle();
    const mail = mailer.sent.find((m) => m.to === user.email && m.subject === 'Your TalentMatch account has been deleted');
    expect(mail?.text).toContain('Your TalentMatch account has been deleted, as you asked');
    expect(mail?.text).not.toContain('Gonzalo');
  });
});
