import { and, eq, sql } from 'drizzle-orm';
import type { CompanyRegistration } from '@talentmatch/shared/auth-schemas';
import type { Role } from '@talentmatch/shared/roles';
import { currentTermsVersion } from '../platform/auth/terms-guard.ts';
import type { Db } from '../platform/db/index.ts';
import { companies } from '../modules/companies/tables.ts';
import { users } from '../modules/users/tables.ts';
import { companyInvitations } from '../modules/hiring-team/tables.ts';
import { subscriptions } from '../modules/subscriptions/tables.ts';
import { createInvitation } from '../modules/hiring-team/service.ts';
import { createUser, findUserByEmail, type UserRow } from '../modules/users/service.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, DEMO_INVITEE_EMAIL, DEMO_OTHER_PASSWORD } from './demo-credentials.ts';
import { seedCatalogues } from './catalogues.ts';
import { seedDemoProfiles } from './demo-profiles.ts';
import { seedSubscribedDemoCompany } from './demo-subscriptions.ts';
import { seedDemoCompanies } from './demo-companies.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { seedDemoApplications } from './demo-applications.ts';

/** Reusable seeds: the demo data and the factories tests build their worlds with. */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface SeedUserInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  roles?: Role[];
  companyId?: string | null;
  /** default true: terms of the current version accepted */
  termsAccepted?: boolean;
  /** default true: the address counts as confirmed (demo and test users) */
  emailVerified?: boolean;
}

const DEFAULT_SEED_PASSWORD = 'Seed-Password-2026!';

export async function seedUser(db: Db, input: SeedUserInput = {}): Promise<UserRow & { password: string }> {
  const password = input.password ?? DEFAULT_SEED_PASSWORD;
  const user = await createUser(db, {
    email: input.email ?? `user-${unique()}@example.test`,
    password,
    firstName: input.firstName ?? 'Sam',
    lastName: input.lastName ?? 'Seed',
    phoneNumber: input.phoneNumber ?? '',
    roles: input.roles ?? ['Candidate'],
    companyId: input.companyId ?? null,
    termsAcceptedVersion: input.termsAccepted === false ? null : await currentTermsVersion(db),
    emailVerified: input.emailVerified ?? true,
  });
  return { ...user, password };
}

export async function seedCompany(db: Db, input: Partial<CompanyRegistration> & { trialDays?: number; manager?: SeedUserInput } = {}) {
  const { trialDays = 14, manager: managerInput, ...fields } = input;
  const [company] = await db
    .insert(companies)
    .values({
      name: fields.name ?? `Company ${unique()}`,
      website: fields.website ?? '',
      description: fields.description ?? '',
      size: fields.size ?? '11-50',
      industry: fields.industry ?? '',
      location: fields.location ?? '',
      nonprofit: fields.nonprofit ?? false,
    })
    .returning();
  await db.insert(subscriptions).values({
    companyId: company.id,
    status: 'trialing',
    trialEndsAt: new Date(Date.now() + trialDays * 86400_000),
  });
  const manager = await seedUser(db, { roles: ['Employer', 'AccountManager'], ...managerInput, companyId: company.id });
  return { company, manager };
}

export async function seedInvitation(db: Db, input: { companyId: string; email?: string; invitedBy?: string; expiresInDays?: number }) {
  return createInvitation(db, { email: input.email ?? `invitee-${unique()}@example.test`, ...input });
}

/** Creates the administrator of ADMIN_EMAIL, or promotes the existing account (password left as it is). */
export async function ensureAdministrator(db: Db, email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await seedUser(db, { email, password, firstName: 'Site', lastName: 'Administrator', roles: ['Administrator'], termsAccepted: false });
    return 'created';
  }
  if (existing.roles.includes('Administrator')) return 'unchanged';
  await db
    .update(users)
    .set({ roles: [...existing.roles, 'Administrator'], updatedAt: new Date() })
    .where(eq(users.id, existing.id));
  return 'promoted';
}

export async function countUsers(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return n;
}

export async function hasDemoSeed(db: Db): Promise<boolean> {
  return Boolean(await findUserByEmail(db, DEMO_ACCOUNTS.admin.email));
}

/** The demo world: an administrator, an employer managing Northwind Analytics on a trial, candidates, a pending invitation, jobs and their hiring pipeline. */
export async function seedDemo(db: Db, options: { trialDays?: number } = {}): Promise<void> {
  if (await hasDemoSeed(db)) return;
  await seedUser(db, {
    email: DEMO_ACCOUNTS.admin.email,
    password: DEMO_ACCOUNTS.admin.password,
    firstName: 'Alex',
    lastName: 'Morgan',
    phoneNumber: '+1 555 010 1000',
    roles: ['Administrator'],
  });
  const { company, manager } = await seedCompany(db, {
    name: DEMO_COMPANY_NAME,
    website: 'https://northwind-analytics.example',
    description: 'Northwind Analytics builds forecasting dashboards for retailers and logistics firms.',
    size: '51-200',
    industry: 'Software',
    location: 'Chicago, IL',
    trialDays: options.trialDays ?? 14,
    manager: {
      email: DEMO_ACCOUNTS.employer.email,
      password: DEMO_ACCOUNTS.employer.password,
      firstName: 'Erin',
      lastName: 'Walsh',
      phoneNumber: '+1 555 010 2000',
    },
  });
  await seedUser(db, {
    email: 'recruiter@talentmatch.local',
    password: DEMO_OTHER_PASSWORD,
    firstName: 'Marcus',
    lastName: 'Chen',
    roles: ['Employer'],
    companyId: company.id,
  });
  await seedUser(db, {
    email: DEMO_ACCOUNTS.candidate.email,
    password: DEMO_ACCOUNTS.candidate.password,
    firstName: 'Priya',
    lastName: 'Raman',
    phoneNumber: '+1 555 010 3000',
    roles: ['Candidate'],
  });
  const moreCandidates = [
    ['jordan.lee@talentmatch.local', 'Jordan', 'Lee'],
    ['sofia.garcia@talentmatch.local', 'Sofia', 'Garcia'],
    ['tom.becker@talentmatch.local', 'Tom', 'Becker'],
  ] as const;
  for (const [email, firstName, lastName] of moreCandidates) {
    await seedUser(db, { email, password: DEMO_OTHER_PASSWORD, firstName, lastName, roles: ['Candidate'] });
  }
  const [open] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, company.id), eq(companyInvitations.email, DEMO_INVITEE_EMAIL)))
    .limit(1);
  if (!open) await seedInvitation(db, { companyId: company.id, email: DEMO_INVITEE_EMAIL, invitedBy: manager.id, expiresInDays: 365 });
  await seedCatalogues(db);
  await seedDemoProfiles(db);
  await seedSubscribedDemoCompany(db);
  await seedDemoCompanies(db);
  await seedDemoJobs(db);
  await seedDemoApplications(db);
}

export async function demoInvitationId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.email, DEMO_INVITEE_EMAIL), eq(companyInvitations.status, 'pending')))
    .limit(1);
  return row?.id ?? null;
}
