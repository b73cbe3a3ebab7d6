import { required } from '@talentmatch/shared/required';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY_MESSAGES } from '@talentmatch/shared/companies';
import { describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp, validRegistration } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import type { Database } from '../../platform/db/index.ts';
import { users } from '../users/tables.ts';
import { sessions } from '../auth/tables.ts';
import { companyInvitations } from './tables.ts';
import { seedCompany, seedInvitation, seedUser } from '../../seed/demo.ts';
import { can, removalRefusal, seatsInUse } from './policy.ts';

let database: Database;
let app: FastifyInstance;
const mailer = captureMailer();

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

/** A company with its account manager and one plain member, all logged in. */
async function team() {
  const { company, manager } = await seedCompany(database.db);
  const member = await seedUser(database.db, { roles: ['Employer'], companyId: company.id });
  const managerToken = (await loginAs(app, manager.email, manager.password)).token;
  const memberToken = (await loginAs(app, member.email, member.password)).token;
  return { company, manager, member, managerToken, memberToken };
}

async function stranger() {
  const other = await seedCompany(database.db);
  return (await loginAs(app, other.manager.email, other.manager.password)).token;
}

async function candidateToken() {
  const candidate = await seedUser(database.db, { roles: ['Candidate'] });
  return (await loginAs(app, candidate.email, candidate.password)).token;
}

describe('hiring-team policy', () => {
  const company = { id: 'c1' };
  const manager = { userId: 'u1', roles: ['Employer', 'AccountManager'] as const, companyId: 'c1' };
  const member = { userId: 'u2', roles: ['Employer'] as const, companyId: 'c1' };
  const otherManager = { userId: 'u3', roles: ['Employer', 'AccountManager'] as const, companyId: 'c2' };
  const admin = { userId: 'u4', roles: ['Administrator'] as const, companyId: null };

  it('lets the account manager and administrators manage, every member view', () => {
    expect(can({ ...manager, roles: [...manager.roles] }, 'manage', company)).toBe(true);
    expect(can({ ...member, roles: [...member.roles] }, 'manage', company)).toBe(false);
    expect(can({ ...otherManager, roles: [...otherManager.roles] }, 'manage', company)).toBe(false);
    expect(can({ ...admin, roles: [...admin.roles] }, 'manage', company)).toBe(true);
    expect(can({ ...member, roles: [...member.roles] }, 'view', company)).toBe(true);
    expect(can({ ...otherManager, roles: [...otherManager.roles] }, 'view', company)).toBe(false);
    expect(can({ userId: 'x', roles: ['Candidate'], companyId: 'c1' }, 'view', company)).toBe(false);
  });

  it('refuses removing oneself or a non-member', () => {
    const viewer = { ...manager, roles: [...manager.roles] };
    expect(removalRefusal(viewer, { id: 'u1', companyId: 'c1', roles: ['Employer', 'AccountManager'] }, company)).toBe('self');
    expect(removalRefusal(viewer, { id: 'u9', companyId: 'c2', roles: ['Employer'] }, company)).toBe('not-member');
    expect(removalRefusal(viewer, { id: 'u2', companyId: 'c1', roles: ['Employer'] }, company)).toBeNull();
    const adminViewer = { ...admin, roles: [...admin.roles] };
    expect(removalRefusal(adminViewer, { id: 'u1', companyId: 'c1', roles: ['Employer', 'AccountManager'] }, company)).toBe(
      'account-manager',
    );
  });

  it('counts pending invitations as seats', () => {
    expect(seatsInUse(2, 1)).toBe(3);
  });
});

describe('GET /api/companies/:id/team', () => {
  it('401 without a token, 403 for a candidate, 404 for another company or a bad id', async () => {
    const { company } = await team();
    expectProblem(await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team` }), 401);
    expectProblem(
      await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team`, headers: bearer(await candidateToken()) }),
      403,
    );
    expectProblem(await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team`, headers: bearer(await stranger()) }), 404);
    expectProblem(await app.inject({ method: 'GET', url: '/api/companies/not-a-uuid/team', headers: bearer(await stranger()) }), 404);
  });

  it('shows the manager the members, invitations and seats; a member sees the members read-only', async () => {
    const { company, manager, member, managerToken, memberToken } = await team();
    await seedInvitation(database.db, { companyId: company.id, email: 'pending@example.test', invitedBy: manager.id });
    const asManager = await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team`, headers: bearer(managerToken) });
    expect(asManager.statusCode).toBe(200);
    const body = asManager.json();
    expect(body.canManage).toBe(true);
    expect(body.members.map((m: { id: string }) => m.id)).toEqual([manager.id, member.id]);
    expect(body.members[0].isAccountManager).toBe(true);
    expect(body.invitations).toHaveLength(1);
    expect(body.invitations[0]).toMatchObject({ email: 'pending@example.test', expired: false });
    expect(body.seats).toEqual({ used: 3, limit: 3 });

    const asMember = (await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team`, headers: bearer(memberToken) })).json();
    expect(asMember.canManage).toBe(false);
    expect(asMember.members).toHaveLength(2);
    expect(asMember.invitations).toEqual([]);
  });
});

describe('POST /api/companies/:id/invitations', () => {
  it('401, 403 for a member who is not account manager, 404 for another company', async () => {
    const { company, memberToken } = await team();
    const url = `/api/companies/${company.id}/invitations`;
    expectProblem(await app.inject({ method: 'POST', url, payload: { email: 'a@example.test' } }), 401);
    const refused = expectProblem(
      await app.inject({ method: 'POST', url, payload: { email: 'a@example.test' }, headers: bearer(memberToken) }),
      403,
    );
    expect(refused.detail).toBe(COMPANY_MESSAGES.notAccountManager);
    expectProblem(await app.inject({ method: 'POST', url, payload: { email: 'a@example.test' }, headers: bearer(await stranger()) }), 404);
    expect(await database.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, company.id))).toHaveLength(0);
  });

  it('400 with field errors for a bad address', async () => {
    const { company, managerToken } = await team();
    const problem = expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/invitations`,
        payload: { email: 'not-an-email' },
        headers: bearer(managerToken),
      }),
      400,
    );
    expect(problem.errors?.email).toEqual(['Enter a valid email address.']);
  });

  it('creates the invitation and mails the /register/{id} link; the invitee registers into the team', async () => {
    const { company, managerToken } = await team();
    const response = await app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/invitations`,
      payload: { email: 'New.Colleague@Example.test' },
      headers: bearer(managerToken),
    });
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation.email).toBe('new.colleague@example.test');
    const [row] = await database.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    expect(row).toMatchObject({ companyId: company.id, status: 'pending' });
    await app.ctx.background.idle();
    const mail = required(mailer.sent.find((m) => m.to === 'new.colleague@example.test'));
    expect(mail.subject).toBe(`Join ${company.name} on TalentMatch`);
    expect(mail.text).toContain(`http://talentmatch.test/register/${invitation.id}`);
    // the link is a key to the company: the outbox keeps it sealed and the log never shows it (redactMail)
    expect(mail.secrets).toEqual([`http://talentmatch.test/register/${invitation.id}`]);

    // a seat is free: the invitee registers into the company
    await database.db.delete(users).where(and(eq(users.companyId, company.id), eq(users.roles, ['Employer'])));
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register/employer',
      payload: validRegistration({ email: 'new.colleague@example.test', invitationId: invitation.id }),
    });
    expect(registered.statusCode).toBe(201);
    // the account manager hears that the teammate joined, by mail and in the notification centre
    await app.ctx.background.idle();
    // the invitation's link proved the address: no confirmation is asked for, and the welcome fits a teammate
    const [joinedRow] = await database.db.select().from(users).where(eq(users.email, 'new.colleague@example.test'));
    expect(joinedRow.emailVerifiedAt).not.toBeNull();
    const toNewcomer = mailer.sent.filter((m) => m.to === 'new.colleague@example.test').map((m) => m.subject);
    expect(toNewcomer).not.toContain('Confirm your email address for TalentMatch');
    const welcome = required(mailer.sent.find((m) => m.to === 'new.colleague@example.test' && m.subject === 'Welcome to TalentMatch'));
    expect(welcome.text).toContain(`You have joined the hiring team of ${company.name}.`);
    expect(welcome.text).not.toContain('register your company');
    const joined = mailer.sent.filter((m) => m.subject === `Nina Novak joined ${company.name} on TalentMatch`);
    expect(joined).toHaveLength(1);
    const notices = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(managerToken) })).json();
    expect(notices.items[0]).toMatchObject({ kind: 'team', title: `Nina Novak joined the hiring team of ${company.name}.` });
    const teamView = (await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team`, headers: bearer(managerToken) })).json();
    expect(teamView.members.map((m: { email: string }) => m.email)).toContain('new.colleague@example.test');
    expect(teamView.invitations).toEqual([]);
  });

  it('409 for a member, a pending invitation, an existing account and the seat limit (with the plan message)', async () => {
    const { company, member, managerToken } = await team();
    const url = `/api/companies/${company.id}/invitations`;
    const post = (email: string) => app.inject({ method: 'POST', url, payload: { email }, headers: bearer(managerToken) });
    expect(expectProblem(await post(member.email), 409).detail).toBe(COMPANY_MESSAGES.alreadyMember);
    const outsider = await seedUser(database.db, { roles: ['Candidate'] });
    expect(expectProblem(await post(outsider.email), 409).detail).toBe(COMPANY_MESSAGES.hasAccount);
    expect((await post('third@example.test')).statusCode).toBe(201);
    expect(expectProblem(await post('third@example.test'), 409).detail).toBe(COMPANY_MESSAGES.alreadyInvited);
    // trial: 3 seats = manager + member + the pending invitation
    const limit = expectProblem(await post('fourth@example.test'), 409);
    expect(limit.detail).toMatch(/^Your trial allows 3 hiring-team seats\. Upgrade your plan/);
    expect(limit.errors?.seats).toBeDefined();
    expect(await database.db.select().from(companyInvitations).where(eq(companyInvitations.email, 'fourth@example.test'))).toHaveLength(0);
  });

  it('lets only one of two invitations sent at the same moment through', async () => {
    const { company, managerToken } = await team();
    const url = `/api/companies/${company.id}/invitations`;
    const post = (email: string) => app.inject({ method: 'POST', url, payload: { email }, headers: bearer(managerToken) });
    // same address twice, then two addresses for the last free seat
    const same = await Promise.all([post('twin@example.test'), post('twin@example.test')]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    await database.db.delete(companyInvitations).where(eq(companyInvitations.companyId, company.id));
    const seats = await Promise.all([post('left@example.test'), post('right@example.test')]);
    expect(seats.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const pending = await database.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, company.id));
    expect(pending).toHaveLength(1);
  });
});

describe('resend and cancel an invitation', () => {
  it('401, 403 for a member, 404 for another company or an unknown invitation', async () => {
    const { company, manager, memberToken, managerToken } = await team();
    const invitation = await seedInvitation(database.db, { companyId: company.id, invitedBy: manager.id });
    const resend = `/api/companies/${company.id}/invitations/${invitation.id}/resend`;
    const cancel = `/api/companies/${company.id}/invitations/${invitation.id}`;
    expectProblem(await app.inject({ method: 'POST', url: resend }), 401);
    expectProblem(await app.inject({ method: 'DELETE', url: cancel }), 401);
    expectProblem(await app.inject({ method: 'POST', url: resend, headers: bearer(memberToken) }), 403);
    expectProblem(await app.inject({ method: 'DELETE', url: cancel, headers: bearer(memberToken) }), 403);
    const other = await stranger();
    expectProblem(await app.inject({ method: 'POST', url: resend, headers: bearer(other) }), 404);
    expectProblem(await app.inject({ method: 'DELETE', url: cancel, headers: bearer(other) }), 404);
    const unknown = `/api/companies/${company.id}/invitations/00000000-0000-4000-8000-000000000000`;
    expectProblem(await app.inject({ method: 'DELETE', url: unknown, headers: bearer(managerToken) }), 404);
    expectProblem(
      await app.inject({ method: 'DELETE', url: `/api/companies/${company.id}/invitations/nope`, headers: bearer(managerToken) }),
      404,
    );
  });

  it('resend gives a new expiry and mails again; cancel ends the invitation', async () => {
    const { company, manager, managerToken } = await team();
    const invitation = await seedInvitation(database.db, {
      companyId: company.id,
      invitedBy: manager.id,
      email: 'late@example.test',
      expiresInDays: -1,
    });
    const before = mailer.sent.filter((m) => m.to === 'late@example.test').length;
    const resent = await app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/invitations/${invitation.id}/resend`,
      headers: bearer(managerToken),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().expired).toBe(false);
    const [row] = await database.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    await app.ctx.background.idle();
    expect(mailer.sent.filter((m) => m.to === 'late@example.test')).toHaveLength(before + 1);

    const canceled = await app.inject({
      method: 'DELETE',
      url: `/api/companies/${company.id}/invitations/${invitation.id}`,
      headers: bearer(managerToken),
    });
    expect(canceled.statusCode).toBe(204);
    const [after] = await database.db.select().from(companyInvitations).where(eq(companyInvitations.id, invitation.id));
    expect(after.status).toBe('canceled');
    expect((await app.inject({ method: 'GET', url: `/api/auth/invitation/${invitation.id}` })).statusCode).toBe(404);
  });
});

describe('DELETE /api/companies/:id/members/:userId', () => {
  it('401, 403 for a member, 404 for another company, 409 for removing oneself', async () => {
    const { company, manager, member, managerToken, memberToken } = await team();
    const url = `/api/companies/${company.id}/members/${member.id}`;
    expectProblem(await app.inject({ method: 'DELETE', url }), 401);
    expectProblem(
      await app.inject({ method: 'DELETE', url: `/api/companies/${company.id}/members/${manager.id}`, headers: bearer(memberToken) }),
      403,
    );
    expectProblem(await app.inject({ method: 'DELETE', url, headers: bearer(await stranger()) }), 404);
    const self = expectProblem(
      await app.inject({ method: 'DELETE', url: `/api/companies/${company.id}/members/${manager.id}`, headers: bearer(managerToken) }),
      409,
    );
    expect(self.detail).toBe(COMPANY_MESSAGES.cannotRemoveSelf);
    const outsider = await seedUser(database.db, { roles: ['Employer'] });
    expectProblem(
      await app.inject({ method: 'DELETE', url: `/api/companies/${company.id}/members/${outsider.id}`, headers: bearer(managerToken) }),
      404,
    );
    // an administrator cannot leave the company without its account manager either
    const admin = await seedUser(database.db, { roles: ['Administrator'] });
    const adminToken = (await loginAs(app, admin.email, admin.password)).token;
    const manager409 = expectProblem(
      await app.inject({ method: 'DELETE', url: `/api/companies/${company.id}/members/${manager.id}`, headers: bearer(adminToken) }),
      409,
    );
    expect(manager409.detail).toBe(COMPANY_MESSAGES.removeAccountManager);
  });

  it('removes the company and employer access and ends the sessions', async () => {
    const { company, member, managerToken, memberToken } = await team();
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/companies/${company.id}/members/${member.id}`,
      headers: bearer(managerToken),
    });
    expect(response.statusCode).toBe(204);
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id));
    expect(row.companyId).toBeNull();
    expect(row.roles).toEqual([]);
    const live = (await database.db.select().from(sessions).where(eq(sessions.userId, member.id))).filter((s) => !s.revokedAt);
    expect(live).toHaveLength(0);
    expectProblem(await app.inject({ method: 'GET', url: `/api/companies/${company.id}/team`, headers: bearer(memberToken) }), 401);
  });
});

describe('PUT /api/companies/:id/account-manager', () => {
  it('401, 403 for a member, 404 for another company, 400 for oneself, a non-member or a bad body', async () => {
    const { company, manager, member, managerToken, memberToken } = await team();
    const url = `/api/companies/${company.id}/account-manager`;
    expectProblem(await app.inject({ method: 'PUT', url, payload: { userId: member.id } }), 401);
    expectProblem(await app.inject({ method: 'PUT', url, payload: { userId: member.id }, headers: bearer(memberToken) }), 403);
    expectProblem(await app.inject({ method: 'PUT', url, payload: { userId: member.id }, headers: bearer(await stranger()) }), 404);
    const bad = expectProblem(await app.inject({ method: 'PUT', url, payload: { userId: 'x' }, headers: bearer(managerToken) }), 400);
    expect(bad.errors?.userId).toEqual(['Choose a team member.']);
    const self = expectProblem(
      await app.inject({ method: 'PUT', url, payload: { userId: manager.id }, headers: bearer(managerToken) }),
      400,
    );
    expect(self.errors?.userId).toEqual([COMPANY_MESSAGES.handOverToSelf]);
    const outsider = await seedUser(database.db, { roles: ['Employer'] });
    expectProblem(await app.inject({ method: 'PUT', url, payload: { userId: outsider.id }, headers: bearer(managerToken) }), 400);
  });

  it('hands the role over: exactly one account manager afterwards, the old one reads only', async () => {
    const { company, manager, member, managerToken } = await team();
    const told: string[] = [];
    const stops = [member.id, manager.id].map((id) =>
      app.ctx.events.subscribe(id, (event) => {
        if (event.type === 'roles-changed') told.push(id);
      }),
    );
    const response = await app.inject({
      method: 'PUT',
      url: `/api/companies/${company.id}/account-manager`,
      payload: { userId: member.id },
      headers: bearer(managerToken),
    });
    for (const stop of stops) stop();
    expect(response.statusCode).toBe(200);
    // both open sessions refresh their tokens at once: the new manager's menu gains the team pages
    expect(told.sort()).toEqual([member.id, manager.id].sort());
    // the new manager is told by mail
    await app.ctx.background.idle();
    expect(mailer.sent.filter((m) => m.to === member.email).map((m) => m.subject)).toContain(
      `You are now the account manager of ${company.name}`,
    );
    expect(response.json().canManage).toBe(false);
    const rows = await database.db.select().from(users).where(eq(users.companyId, company.id));
    expect(rows.filter((u) => u.roles.includes('AccountManager')).map((u) => u.id)).toEqual([member.id]);
    expect(rows.find((u) => u.id === manager.id)?.roles).toEqual(['Employer']);
    // roles are read from the database: the old manager cannot invite any more
    expectProblem(
      await app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/invitations`,
        payload: { email: 'z@example.test' },
        headers: bearer(managerToken),
      }),
      403,
    );
  });
});
