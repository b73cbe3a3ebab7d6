import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-credentials.ts';
import { bearer, loginAs, useTestApp } from './app.ts';

/**
 * The public API in the reference (GET /api/openapi.json, /api/docs): its own tag, the API-key scheme with each
 * operation's scope, examples that fit their schemas, and a "Getting started" whose curl commands work as written
 * against the demo data.
 */
let database: Database;
let app: FastifyInstance;
useTestApp((t) => ({ database, app } = t));

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Doc {
  info: { description: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; bearerFormat?: string }> };
}

let doc: Doc;
let validate: (pointer: string[], value: unknown) => string[];

beforeAll(async () => {
  doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
  const part = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  validate = (pointer, value) => {
    const check = ajv.compile({ $ref: `openapi#/${pointer.map(part).join('/')}` });
    return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
});

const v1Operations = () =>
  Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ path, method, operation })));

describe('the public API (v1) in the reference', () => {
  it('has its own described tag, and every /api/v1 operation is under it with the API-key scheme and its scope', () => {
    expect(doc.tags.find((t) => t.name === 'API v1')?.description).toContain('tm_live_');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'tm_live_…' });
    const operations = v1Operations();
    expect(operations).toHaveLength(10);
    for (const { path, method, operation } of operations) {
      expect(operation.tags, `${method} ${path}`).toEqual(['API v1']);
      expect(operation.security, `${method} ${path}`).toEqual([
        { apiKey: [expect.stringMatching(/^(jobs|applications|candidates):(read|write)$/)] },
      ]);
    }
  });

  it('shows an example of every request body and success answer, each valid against its own schema', () => {
    let examples = 0;
    for (const { path, method, operation } of v1Operations()) {
      const media: [string[], Media][] = [];
      for (const [type, m] of Object.entries(operation.requestBody?.content ?? {})) media.push([['requestBody', 'content', type], m]);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        for (const [type, m] of Object.entries(answer.content ?? {})) media.push([['responses', status, 'content', type], m]);
      }
      expect(media.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [where, m] of media) {
        const values = m.example !== undefined ? [m.example] : Object.values(m.examples ?? {}).map((e) => e.value);
        expect(values.length, `${method} ${path} ${where.join(' ')} has no example`).toBeGreaterThan(0);
        for (const value of values) {
          expect(validate(['paths', path, method, ...where, 'schema'], value), `${method} ${path} ${where.join(' ')}`).toEqual([]);
          examples++;
        }
      }
    }
    expect(examples).toBe(13);
  });

  it('opens with "Getting started", whose curl commands work as written against the demo data', async () => {
    const description = doc.info.description;
    expect(description.startsWith('## Getting started')).toBe(true);
    const block = /```sh\n([\s\S]*?)```/.exec(description)?.[1] ?? '';
    expect(block).toContain("export TALENTMATCH_API_KEY='tm_live_…'");
    const commands = block
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((line) => line.startsWith('curl '));
    expect(commands).toHaveLength(2);

    // the demo data, and a key the account manager creates in Settings → API keys
    await seedDemo(database.db);
    const { token } = await loginAs(app, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    const me = (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json();
    const created = await app.inject({
      method: 'POST',
      url: `/api/companies/${me.companyId}/api-keys`,
      headers: bearer(token),
      payload: { name: 'curl', scopes: ['jobs:read', 'jobs:write'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const run = async (command: string) => {
      const { stdout } = await promisify(execFile)('bash', ['-c', command.replaceAll('http://localhost:3000', base)], {
        env: { ...process.env, TALENTMATCH_API_KEY: created.json().secret },
      });
      return JSON.parse(stdout) as unknown;
    };

    const list = (await run(commands[0])) as { data: { status: string; companyName: string }[] };
    expect(validate(['paths', '/api/v1/jobs', 'get', 'responses', '200', 'content', 'application/json', 'schema'], list)).toEqual([]);
    expect(list.data).toHaveLength(2);
    for (const job of list.data) expect(job).toMatchObject({ status: 'open', companyName: 'Northwind Analytics' });

    const draft = (await run(commands[1])) as { id: string; status: string; title: string };
    expect(validate(['paths', '/api/v1/jobs', 'post', 'responses', '201', 'content', 'application/json', 'schema'], draft)).toEqual([]);
    expect(draft).toMatchObject({ status: 'draft', title: 'Data engineer' });
    // sent again with the same Idempotency-Key: the same job, no second one
    expect(((await run(commands[1])) as { id: string }).id).toBe(draft.id);
  }, 180_000);
});
