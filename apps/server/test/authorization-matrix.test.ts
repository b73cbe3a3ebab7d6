import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { educationExperiences, jobExperiences } from '../src/modules/candidate-profiles/tables.ts';
import { feedback } from '../src/modules/feedback/tables.ts';
import { surveys } from '../src/modules/surveys/tables.ts';
import { trainingItems } from '../src/modules/training/tables.ts';
import { webhookEndpoints } from '../src/modules/webhooks/tables.ts';
import { seedCompany, seedInvitation, seedUser } from '../src/seed/demo.ts';
import { seedJob } from '../src/seed/job-factories.ts';
import { PROFILE_INPUT, seedArea, seedCandidate, seedOption, seedSkill } from '../src/seed/profile-factories.ts';
import { multipartForm, PNG } from '../src/modules/messaging/test-fixtures.ts';
import { bearer, decodeClaims, loginAs, useTestApp } from './app.ts';
import { startTestDirectory, type TestDirectory } from './oidc-server.ts';
import { users } from '../src/modules/users/tables.ts';
import { type Fixture, type Group, MATRIX, type MatrixEntry, type SideFixture } from './authorization-matrix.ts';
import { apiRouteList } from './routes.ts';
import { API_KEY_SCOPES } from '@talentmatch/shared/api-keys';

/**
 * The authorization matrix as a permanent test (docs/security.md): every API route × every actor, with ids
 * that belong to someone else. Anonymous callers get 401 from every non-public route; a signed-in caller
 * outside the route's roles is refused (401/403/404); a caller the route admits, handed another actor's
 * ids, is refused too (401/403/404) unless the matrix says the resource is shared by design. Never a 5xx.
 * A route missing from authorization-matrix.ts (or an entry without a route) fails the first test.
 */
let database: Database;
let app: FastifyInstance;
let directory: TestDirectory;
// the directory starts after the app: the verifier's fetch reaches it through this
useTestApp((t) => ({ database, app } = t), {
  overrides: { directoryLogin: { fetch: (input, init) => directory.fetch(input, init) } },
});
afterAll(async () => directory?.stop());

const ACTORS = [
  'anonymous',
  'candidateA',
  'candidateB',
  'managerA',
  'memberA',
  'managerB',
  'memberB',
  'admin',
  // an administrator's view as managerB, kept after the administrator lost the role: every request is refused
  'demotedImpersonator',
  // signed in with a directory token whose preferred_username is managerA's address: a new candidate account, never managerA
  'directoryClaimant',
  // a company's API key (every scope): acts as its company on /api/v1 only
  'apiKeyA',
  'apiKeyB',
] as const;
type Actor = (typeof ACTORS)[number];
type Side = Record<SideFixture, string>;

const GROUPS: Record<Actor, Group[]> = {
  anonymous: [],
  candidateA: ['candidate'],
  candidateB: ['candidate'],
  managerA: ['employer', 'manager'],
  memberA: ['employer'],
  managerB: ['employer', 'manager'],
  memberB: ['employer'],
  admin: ['admin'],
  demotedImpersonator: [],
  directoryClaimant: ['candidate'],
  apiKeyA: ['apikey'],
  apiKeyB: ['apikey'],
};
/** Whose ids each actor is handed: always the other side's (the administrator and anonymous get side A's). */
const FOREIGN_SIDE: Record<Actor, 'A' | 'B'> = {
  anonymous: 'A',
  candidateA: 'B',
  candidateB: 'A',
  managerA: 'B',
  memberA: 'B',
  managerB: 'A',
  memberB: 'A',
  admin: 'A',
  demotedImpersonator: 'A',
  directoryClaimant: 'A',
  apiKeyA: 'B',
  apiKeyB: 'A',
};
const REFUSED = [401, 403, 404];
const SIDE_FIXTURES = new Set<string>([
  'candidate',
  'company',
  'manager',
  'member',
  'job',
  'application',
  'conversation',
  'message',
  'attachment',
  'invitation',
  'candidateSkill',
  'jobExperience',
  'education',
  'feedback',
  'dataExport',
  'interview',
  'apiKey',
  'webhook',
]);

const headers: Partial<Record<Actor, Record<string, string>>> = {};
const sides: Partial<Record<'A' | 'B', Side>> = {};
const globals: Record<string, string> = {};

async function call(
  method: string,
  url: string,
  who: Actor,
  payload?: unknown,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers[who], ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function ok(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** One side of the world: a company with its account manager and a member, a candidate, and everything they share. */
async function buildSide(name: 'A' | 'B', refs: { skillId: string; areaId: string; degreeId: string; educationId: string }): Promise<Side> {
  const { skillId, areaId } = refs;
  const { company, manager } = await seedCompany(database.db, { name: `Company ${name}` });
  const member = await seedUser(database.db, { roles: ['Employer'], companyId: company.id });
  const { user: candidate } = await seedCandidate(database.db, { user: { firstName: `Candidate${name}` } });
  const job = await seedJob(database.db, { companyId: company.id, title: `Job of ${name}` });
  for (const [actor, user] of [
    [`candidate${name}`, candidate],
    [`manager${name}`, manager],
    [`member${name}`, member],
  ] as const) {
    headers[actor] = { authorization: `Bearer ${(await loginAs(app, user.email, user.password)).token}` };
  }
  const candidateActor = `candidate${name}` as Actor;
  const skill = await ok(await call('POST', '/api/candidate/skills', candidateActor, { skillId, level: 3, years: 2 }), 'skill');
  const [jobExperience] = await database.db
    .insert(jobExperiences)
    .values({ userId: candidate.id, title: 'Analyst', company: 'Old firm', experienceAreaId: areaId, startDate: '2018-01-01' })
    .returning();
  const [education] = await database.db
    .insert(educationExperiences)
    .values({
      userId: candidate.id,
      institution: 'University',
      degreeOptionId: refs.degreeId,
      educationOptionId: refs.educationId,
      startDate: '2012-09-01',
    })
    .returning();
  const application = await ok(await call('POST', `/api/application/${job.id}`, candidateActor, {}), 'application');
  const form = multipartForm([
    { name: 'conversationId', value: application.conversationId },
    { name: 'body', value: `Secret of ${name}` },
    { name: 'file', fileName: 'badge.png', data: PNG, contentType: 'image/png' },
  ]);
  const message = await ok(
    await app.inject({
      method: 'POST',
      url: '/api/message/',
      headers: { ...headers[candidateActor], ...form.headers },
      payload: form.payload,
    }),
    'message',
  );
  const invitation = await seedInvitation(database.db, { companyId: company.id, invitedBy: manager.id });
  const [feedbackRow] = await database.db
    .insert(feedback)
    .values({
      applicationId: application.id,
      jobId: job.id,
      jobTitle: job.title,
      companyId: company.id,
      candidateId: candidate.id,
      reason: 'accepted',
    })
    .returning();
  const dataExport = await ok(await call('POST', '/api/account/data-export', candidateActor), 'data export');
  const apiKey = await ok(
    await call('POST', `/api/companies/${company.id}/api-keys`, `manager${name}` as Actor, {
      name: `Key of ${name}`,
      scopes: [...API_KEY_SCOPES],
    }),
    'api key',
  );
  headers[`apiKey${name}` as Actor] = bearer(apiKey.secret);
  const [webhook] = await database.db
    .insert(webhookEndpoints)
    .values({ companyId: company.id, url: `https://hooks.example.test/${name}`, events: ['job.published'], secret: 'whsec_c2VjcmV0' })
    .returning();
  const interview = await ok(
    await call('POST', `/api/applications/${application.id}/interviews`, `member${name}` as Actor, {
      kind: 'video',
      durationMinutes: 30,
      interviewerIds: [member.id],
      slots: [{ startsAt: '2099-02-01T09:00:00Z' }],
    }),
    'interview',
  );
  return {
    candidate: candidate.id,
    company: company.id,
    manager: manager.id,
    member: member.id,
    job: job.id,
    application: application.id,
    conversation: application.conversationId,
    message: message.id,
    attachment: message.attachment.id,
    invitation: invitation.id,
    candidateSkill: skill.id,
    jobExperience: jobExperience.id,
    education: education.id,
    feedback: feedbackRow.id,
    dataExport: dataExport.id,
    interview: interview.id,
    apiKey: apiKey.id,
    webhook: webhook.id,
  };
}

function fixtureValue(fixture: Fixture, actor: Actor): string {
  if (SIDE_FIXTURES.has(fixture)) {
    const side = sides[FOREIGN_SIDE[actor]];
    if (!side) throw new Error('fixtures not built');
    return side[fixture as SideFixture];
  }
  if (fixture === 'any') return randomUUID();
  const value = globals[fixture];
  if (value === undefined) throw new Error(`no fixture ${fixture}`);
  return value;
}

function requestFor(method: string, url: string, entry: MatrixEntry, actor: Actor) {
  let path = url;
  for (const [name, fixture] of Object.entries(entry.params ?? {}))
    path = path.replace(`:${name}`, encodeURIComponent(fixtureValue(fixture, actor)));
  if (/:[A-Za-z]/.test(path)) throw new Error(`${method} ${url}: a path parameter has no fixture in the matrix`);
  const query = Object.entries(entry.query ?? {}).map(([name, fixture]) => `${name}=${encodeURIComponent(fixtureValue(fixture, actor))}`);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string' && value.startsWith('$')) return fixtureValue(value.slice(1) as Fixture, actor);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const form = entry.upload ? multipartForm([{ name: entry.upload, fileName: 'logo.png', data: PNG, contentType: 'image/png' }]) : null;
  return {
    url: query.length ? `${path}?${query.join('&')}` : path,
    payload: form ? form.payload : hasBody ? fill(entry.body ?? {}) : undefined,
    headers: form?.headers ?? {},
  };
}

/** Whether the entry hands the caller someone else's ids (a side fixture in the path, the query or the body). */
function usesForeignIds(entry: MatrixEntry): boolean {
  const refs = [...Object.values(entry.params ?? {}), ...Object.values(entry.query ?? {})];
  const body = JSON.stringify(entry.body ?? {});
  return refs.some((f) => SIDE_FIXTURES.has(f)) || [...SIDE_FIXTURES].some((f) => body.includes(`"$${f}"`));
}

function admits(entry: MatrixEntry, actor: Actor): boolean {
  if (entry.who === 'public') return true;
  if (actor === 'anonymous' || actor === 'demotedImpersonator') return false;
  // an API key is no signed-in user
  if (entry.who === 'signed-in') return !GROUPS[actor].includes('apikey');
  return entry.who.some((g) => GROUPS[actor].includes(g));
}

const routeKeys = () => apiRouteList(app).map((r) => `${r.method} ${r.url}`);

/** The two actors an attacker becomes: a demoted administrator's impersonation, and a directory identity claiming an address. */
async function addHostileActors() {
  const [A, B] = [sides.A, sides.B];
  if (!A || !B) throw new Error('fixtures not built');
  // an administrator views managerB's account, then loses the role (behind the API: the request itself must notice)
  const impersonator = await seedUser(database.db, { roles: ['Administrator'] });
  const own = bearer((await loginAs(app, impersonator.email, impersonator.password)).token);
  const view = await call('GET', `/api/auth/impersonate/${B.manager}`, 'anonymous', undefined, own);
  const { token: viewToken } = await ok(view, 'impersonation');
  await database.db
    .update(users)
    .set({ roles: ['Candidate'] })
    .where(eq(users.id, impersonator.id));
  headers.demotedImpersonator = bearer(viewToken);

  // directory login configured with sign-up on; the token's preferred_username is managerA's address
  directory = await startTestDirectory();
  const configured = await call('PUT', '/api/siteConfiguration', 'admin', {
    azureAd: { clientId: directory.clientId, tenantAuthority: directory.authority },
    directorySignUp: true,
  });
  await ok(configured, 'directory configuration');
  const [managerA] = await database.db.select().from(users).where(eq(users.id, A.manager));
  directory.addAccount({ login: 'claims-manager', oid: 'matrix-oid-1', email: ` ${managerA.email.toUpperCase()} ` });
  const claimed = await call('POST', '/api/auth/loginAAD', 'anonymous', { msiToken: await directory.issueIdToken('claims-manager') });
  if (claimed.statusCode !== 401) throw new Error(`a directory token with managerA's address reached an account: ${claimed.body}`);
  directory.addAccount({
    login: 'claimant',
    oid: 'matrix-oid-2',
    email: 'claimant@attacker.test',
    emailVerified: false,
    preferredUsername: managerA.email,
  });
  const signedUp = await ok(
    await call('POST', '/api/auth/loginAAD', 'anonymous', { msiToken: await directory.issueIdToken('claimant') }),
    'directory sign-up',
  );
  if (decodeClaims(signedUp.token).sub === managerA.id) throw new Error('the directory identity signed in as managerA');
  headers.directoryClaimant = bearer(signedUp.token);
  // the newcomer accepts the terms and makes a profile, so the routes answer by role and ownership alone
  await call('POST', '/api/auth/register/termsaccept', 'directoryClaimant');
  await ok(await call('POST', '/api/candidate/profile', 'directoryClaimant', PROFILE_INPUT), 'claimant profile');
}

beforeAll(async () => {
  const skill = await seedSkill(database.db, { name: 'Matrix skill' });
  const admin = await seedUser(database.db, { roles: ['Administrator'] });
  headers.admin = { authorization: `Bearer ${(await loginAs(app, admin.email, admin.password)).token}` };
  const area = await seedArea(database.db, { name: 'Matrix area' });
  const refs = {
    skillId: skill.id,
    areaId: area.id,
    degreeId: (await seedOption(database.db, 'degree', { label: 'Matrix degree' })).id,
    educationId: (await seedOption(database.db, 'education', { label: 'Matrix education' })).id,
  };
  Object.assign(globals, { area: refs.areaId, degree: refs.degreeId, educationLevel: refs.educationId, junkToken: 'not-a-signed-link' });
  sides.A = await buildSide('A', refs);
  sides.B = await buildSide('B', refs);
  await addHostileActors();
  // the data exports are prepared, so a download by a stranger would find a real archive
  await app.ctx.jobs.runPending(['data-export.prepare']);
  const [survey] = await database.db.insert(surveys).values({ title: 'Matrix survey', audience: 'both', status: 'open' }).returning();
  const [item] = await database.db.select({ id: trainingItems.id }).from(trainingItems).limit(1);
  Object.assign(globals, {
    skill: skill.id,
    survey: survey.id,
    trainingItem: item?.id ?? randomUUID(),
    role: 'Candidate',
    email: 'somebody@example.test',
    termsVersion: '1',
  });
}, 120_000);

describe('the authorization matrix', () => {
  it('has exactly one entry for every API route', () => {
    const routes = new Set(routeKeys());
    expect(routes.size).toBeGreaterThan(150);
    const missing = [...routes].filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !routes.has(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('leaks nothing: 401 for anonymous, refusals for other roles and for other actors’ ids, never a 5xx', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const key of routeKeys()) {
      const entry = MATRIX[key];
      if (!entry) continue; // reported by the first test
      const [method, url] = key.split(' ');
      for (const actor of ACTORS) {
        const admitted = admits(entry, actor);
        // an admitted caller acting on their own data is not a leak question (and may end their own session);
        // the administrator sees every record by design
        if (admitted && actor !== 'anonymous' && (actor === 'admin' || !usesForeignIds(entry))) continue;
        const request = requestFor(method, url, entry, actor);
        const response = await call(method, request.url, actor, request.payload, request.headers);
        requests += 1;
        const status = response.statusCode;
        const line = `${actor.padEnd(10)} ${method} ${request.url} → ${status} ${response.body.slice(0, 140)}`;
        if (status >= 500) failures.push(line);
        else if (actor === 'demotedImpersonator') {
          // reads are refused by the session check (401); writes already by the read-only impersonation guard (403)
          const expected = method === 'GET' ? [401] : [401, 403];
          if (entry.who !== 'public' && !expected.includes(status))
            failures.push(`${line}  (impersonator demoted: expected ${expected.join('/')})`);
        } else if (actor === 'anonymous') {
          if (entry.who !== 'public' && status !== 401) failures.push(`${line}  (expected 401)`);
        } else if (!admitted) {
          if (!REFUSED.includes(status)) failures.push(`${line}  (role not admitted: expected 401/403/404)`);
        } else if (entry.refusedInBody && status < 300) {
          const body = response.json();
          if (Object.entries(entry.refusedInBody).some(([k, v]) => JSON.stringify(body[k]) !== JSON.stringify(v))) {
            failures.push(`${line}  (another actor's ids: expected every id refused)`);
          }
        } else if (!entry.shared && !REFUSED.includes(status)) {
          failures.push(`${line}  (another actor's ids: expected 401/403/404)`);
        }
      }
    }
    expect(requests).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  }, 600_000);
});
