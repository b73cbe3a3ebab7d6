import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { selfAnswer } from '../src/modules/users/schema.ts';
import type { Database } from '../src/platform/db/index.ts';
import { seedCompany, seedUser } from '../src/seed/demo.ts';
import { bearer, loginAs, useTestApp } from './app.ts';
import { apiRouteList } from './routes.ts';

/**
 * Answers are serialized through their declared schemas (platform/api-schema.ts), so what may leave the server is
 * what the schemas name: a password hash, a stored refresh token or a column added to a table later cannot leak.
 */
let database: Database;
let app: FastifyInstance;
useTestApp((t) => ({ database, app } = t));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};
type Doc = {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Column and field names of secrets: never in an answer. */
const SECRET_NAMES = /^(password|passwordHash|password_hash|tokenHash|token_hash|refreshTokens|codeHash|secret|sealedText)$/i;
/** The operations that hand the caller their own new token pair. */
const ISSUES_TOKENS = new Set([
  'login',
  'loginWithDirectory',
  'refreshSession',
  'reissueTokens',
  'registerCandidate',
  'registerEmployer',
  'startImpersonation',
]);
/** The operations that hand their caller a secret it just created, shown in that answer only (an API key, a webhook's signing key). */
const SHOWS_NEW_SECRET = new Set(['createApiKey', 'createWebhookEndpoint']);
/** Free-form maps an answer carries by design (their keys are data, not columns). */
const FREE_FORM = new Set(['details', 'answers']);

function walk(
  doc: Doc,
  schema: JsonSchema | undefined,
  visit: (name: string, schema: JsonSchema, parent: JsonSchema) => void,
  seen = new Set<JsonSchema>(),
) {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const resolved = schema.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] : schema;
  if (!resolved) return;
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    visit(name, property, resolved);
    walk(doc, property, visit, seen);
  }
  for (const child of [resolved.items, ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
    walk(doc, child, visit, seen);
  if (typeof resolved.additionalProperties === 'object') walk(doc, resolved.additionalProperties, visit, seen);
}

describe('what an answer may hold', () => {
  it('no declared answer names a secret; refresh tokens only in the answers that issue them; every object is closed', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const findings: string[] = [];
    let objects = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('2')) continue;
          for (const { schema } of Object.values(answer.content ?? {})) {
            walk(doc, schema, (name, property, parent) => {
              const where = `${method.toUpperCase()} ${path} ${status} ${name}`;
              if (SECRET_NAMES.test(name) && !(name === 'secret' && SHOWS_NEW_SECRET.has(operation.operationId ?? '')))
                findings.push(`${where}: a secret's name`);
              if (name === 'refreshToken' && !ISSUES_TOKENS.has(operation.operationId ?? '')) findings.push(`${where}: a refresh token`);
              if (parent.properties && parent.additionalProperties !== false) findings.push(`${where}: in an open object`);
              if (property.properties) objects++;
              // a map of figures (counts per status) is fine; a map of anything could carry a row
              const values = property.additionalProperties;
              const figures = typeof values === 'object' && ['number', 'integer', 'string', 'boolean'].includes(String(values.type));
              if (property.type === 'object' && !property.properties && !figures && !FREE_FORM.has(name)) {
                findings.push(`${where}: a free-form object`);
              }
            });
          }
        }
      }
    }
    expect(findings).toEqual([]);
    expect(objects).toBeGreaterThan(15);
  });

  it('a field the schema does not name is dropped by the serializer, whatever the service hands it', () => {
    const serialize = serializerCompiler({ schema: selfAnswer, method: 'GET', url: '/api/user/me', httpStatus: '200' } as never) as (
      data: unknown,
    ) => string;
    const me = {
      id: '7c0c6c55-7f0a-4d4b-9a43-6f2d1f0e8a11',
      email: 'nina@example.test',
      firstName: 'Nina',
      lastName: 'Novak',
      phoneNumber: '',
      uniqueId: 'TM-1',
      emailVerified: true,
      roles: ['Candidate'],
      companyId: null,
      companyName: null,
      termsAccepted: true,
      isImpersonating: false,
      createdAt: new Date('2026-01-02T03:04:05Z'),
      lastLoginAt: null,
    };
    const body = JSON.parse(serialize({ ...me, passwordHash: '$argon2id$secret', refreshTokens: ['r1'], futureColumn: 'x' }));
    expect(body).toEqual({ ...me, createdAt: '2026-01-02T03:04:05.000Z' });
  });
});

describe("another company's data", () => {
  const MARKER = 'Zebulon Quartzworks';
  let callers: { name: string; token: string }[] = [];
  let other: { companyId: string; managerEmail: string; managerId: string };

  beforeAll(async () => {
    const a = await seedCompany(database.db, { name: 'Own Company Ltd' });
    const member = await seedUser(database.db, { roles: ['Employer'], companyId: a.company.id });
    const candidate = await seedUser(database.db, { roles: ['Candidate'] });
    const b = await seedCompany(database.db, { name: MARKER, manager: { firstName: 'Quillon', lastName: 'Brackstone' } });
    other = { companyId: b.company.id, managerEmail: b.manager.email, managerId: b.manager.id };
    callers = [];
    for (const [name, user] of [
      ['manager', a.manager],
      ['member', member],
      ['candidate', candidate],
    ] as const) {
      callers.push({ name, token: (await loginAs(app, user.email, user.password)).token });
    }
  });

  it("no answer to another company's manager, member or a candidate names it, its manager or their ids", async () => {
    // every read without an id in its path (the live-event stream never ends: not a read)
    const reads = apiRouteList(app).filter((r) => r.method === 'GET' && !/[:*]/.test(r.url) && r.url !== '/api/events');
    expect(reads.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const { name, token } of callers) {
      for (const route of reads) {
        const response = await app.inject({ method: 'GET', url: route.url, headers: bearer(token) });
        for (const secret of [MARKER, 'Brackstone', other.companyId, other.managerEmail, other.managerId]) {
          if (response.body.includes(secret)) leaks.push(`${name} GET ${route.url} (${response.statusCode}) shows ${secret}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});
