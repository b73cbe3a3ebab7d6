import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';
import { apiRouteList } from './routes.ts';

/**
 * The generated OpenAPI document (docs/architecture.md): valid OpenAPI 3.1, and every route of the live route table in it
 * with its schemas.
 */
let app: FastifyInstance;
useTestApp((t) => {
  app = t.app;
});

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** `/api/jobs/:id` → `/api/jobs/{id}`, as the document writes a path. */
const openApiPath = (url: string) => url.replace(/:([^/]+)/g, '{$1}');

async function document() {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as { openapi: string; paths: Paths; components: { securitySchemes: Record<string, unknown> } };
}

/** A route counts as declared when its operation has an id and a 2xx answer with a schema (or a 204). */
function isDeclared(operation: Operation | undefined): boolean {
  if (!operation?.operationId) return false;
  return Object.entries(operation.responses ?? {}).some(
    ([status, answer]) => status === '204' || (/^2\d\d$/.test(status) && Object.values(answer.content ?? {}).some((c) => c.schema)),
  );
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with the bearer scheme', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the route table; each declared one with an id, a summary, a tag and its path parameters', async () => {
    const doc = await document();
    const undeclared: string[] = [];
    const operationIds = new Set<string>();
    for (const route of apiRouteList(app)) {
      const key = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${key} is not in the document`).toBeDefined();
      if (!isDeclared(operation)) {
        undeclared.push(key);
        continue;
      }
      const op = operation as Operation;
      expect(op.summary, `${key} has no summary`).toBeTruthy();
      expect(op.tags?.length, `${key} has no tag`).toBe(1);
      expect(operationIds.has(op.operationId as string), `${key}: operationId ${op.operationId} is used twice`).toBe(false);
      operationIds.add(op.operationId as string);
      for (const [, name] of route.url.matchAll(/:([^/]+)/g)) {
        const parameter = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        expect(parameter?.schema, `${key} does not declare its path parameter ${name}`).toBeDefined();
      }
    }
    expect(undeclared, 'routes without schemas (declare them)').toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference pages of the document', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
