import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every route declares its schemas (`schema: { params, querystring, body, response }`, zod through
 * fastify-type-provider-zod); the OpenAPI document is generated from them (docs/architecture.md).
 *
 * - Requests: the route's zod schemas parse params, then body, then query. A failure does not answer at once:
 *   it is kept on the request (`attachValidation`) and thrown by a preHandler appended after the route's own
 *   (authenticate, role gates), so a caller without the right still gets 401/403 before 400, as when handlers
 *   parsed their input themselves. The thrown error is the ZodError, which the error handler renders as the
 *   400 problem naming each field with the schema's own message.
 * - Responses: serialized through the status's schema (zod `encode`, then JSON): a field the schema does not
 *   name never leaves the server; an answer that does not fit its schema is a 500. Under test (NODE_ENV=test) a
 *   field the handler answers and the schema drops is a 500 too, naming the field: a field added to an answer
 *   and not to its schema fails the tests instead of vanishing from the web app.
 */
export function registerApiSchemas(app: FastifyInstance) {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler(process.env.NODE_ENV === 'test' ? strictSerializerCompiler : serializerCompiler);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.schema || route.schema.hide) return;
    route.attachValidation = true;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...own, throwValidationError] as preHandlerHookHandler[];
  });
}

const strictSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const schema = route.schema as z.ZodType;
  return (data) => {
    const parsed = schema.safeParse(data);
    const lost = parsed.success ? droppedFields(data, parsed.data, '') : [];
    if (lost.length > 0) {
      throw new Error(`${route.method} ${route.url} answers fields its ${route.httpStatus} schema does not declare: ${lost.join(', ')}`);
    }
    return serialize(data);
  };
};

/** Paths of the fields `data` holds (not undefined) that the parsed answer lost. */
function droppedFields(data: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(data) && Array.isArray(parsed)) {
    return data.flatMap((item, i) => droppedFields(item, parsed[i], `${path}[${i}]`));
  }
  if (!isPlainObject(data) || !isPlainObject(parsed)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!(key in parsed)) return [`${path}.${key}`];
    return droppedFields(value, parsed[key], `${path}.${key}`);
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

async function throwValidationError(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}

/**
 * The OpenAPI 3.1 document (`GET /api/openapi.json`) and its reference pages (`/api/docs`). `introduction` (markdown)
 * opens the document's description, which the reference page shows first; `tagDescriptions` head their tag's section.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  info: { version: string; introduction?: string; tagDescriptions?: Partial<Record<ApiTag, string>> },
) {
  const errors = 'Errors are RFC 9457 problem details (`application/problem+json`); a 400 names each invalid field in `errors`.';
  const described = (name: ApiTag) => info.tagDescriptions?.[name];
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TalentMatch API',
        version: info.version,
        description: info.introduction ? `${info.introduction}\n\n${errors}` : errors,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tm_live_…',
            description: "A company's API key (Settings → API keys); the operation lists the scope it needs.",
          },
        },
      },
      tags: API_TAGS.map((name) => ({ name, ...(described(name) ? { description: described(name) } : {}) })),
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** The document's tags, one per area of the product (a doc links to its tag: `/api/docs#/<Tag>`). */
const API_TAGS = [
  'Health',
  'Site configuration',
  'Auth',
  'Account',
  'Data export',
  'Users',
  'Companies',
  'Hiring team',
  'Administration',
  'Benefits',
  'Skills',
  'Experience areas',
  'Dropdowns',
  'Score messages',
  'Candidate profiles',
  'Candidate score',
  'Job search',
  'Candidate search',
  'Subscriptions',
  'Jobs',
  'Messaging',
  'Message templates',
  'Applications',
  'Interviews',
  'Training',
  'Feedback',
  'Surveys',
  'Reports',
  'Email outbox',
  'Email templates',
  'Audit log',
  'Public board',
  'Job alerts',
  'Notifications',
  'API keys',
  'Webhooks',
  'API v1',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/** RFC 9457 problem details, as `sendProblem` writes them. */
const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('field name → messages (400)'),
  })
  .meta({ id: 'Problem' });

const PROBLEM_DESCRIPTIONS = {
  400: 'Invalid input: `errors` names each field',
  401: 'Not signed in, or the session ended',
  403: 'The signed-in user may not do this',
  404: 'No such record (or not yours)',
  409: 'Conflicts with the current state',
  422: 'The Idempotency-Key was already used with another request',
  413: 'The upload is too large',
  415: 'Unsupported file type',
  429: 'Too many requests',
  503: 'A service the request needs is unavailable',
} as const;
type ProblemStatus = keyof typeof PROBLEM_DESCRIPTIONS;

/** Response schemas of the problem+json answers a route gives: `response: { 200: answer, ...problems(400, 401) }`. */
export function problems<S extends ProblemStatus>(...statuses: S[]) {
  const out = {} as Record<S, { description: string; content: { 'application/problem+json': { schema: typeof problemSchema } } }>;
  for (const status of statuses) {
    out[status] = { description: PROBLEM_DESCRIPTIONS[status], content: { 'application/problem+json': { schema: problemSchema } } };
  }
  return out;
}

/** A problem answer that carries more than the standard fields, e.g. a 410 with what the page still shows. */
export function problemWith(description: string, extra: z.ZodRawShape) {
  return { description, content: { 'application/problem+json': { schema: problemSchema.extend(extra) } } };
}

/** An answer without a body (204). */
export const noContent = z.undefined().describe('No content');

/** A timestamp: a Date (or the database's ISO text) on the server, an ISO 8601 string on the wire. */
export const timestamp = z
  .custom<Date | string>((value) => value instanceof Date || typeof value === 'string')
  .meta({ type: 'string', format: 'date-time' });

/**
 * The operation's name in the document: its tag, a unique id and a one-line summary; signed-in callers send the bearer
 * token, the public API's callers an API key with the named scope (`{ apiKey: 'jobs:read' }`).
 */
export function operation(tag: ApiTag, operationId: string, summary: string, access: 'bearer' | 'public' | { apiKey: string } = 'bearer') {
  const security = access === 'bearer' ? [{ bearer: [] }] : access === 'public' ? null : [{ apiKey: [access.apiKey] }];
  return { tags: [tag], operationId, summary, ...(security ? { security } : {}) };
}

/** An id in an answer (the database's uuid). */
export const uuid = z.string().meta({ format: 'uuid' });

/** A file answer (an archive, a CSV, a document): bytes of the given media type, not JSON. */
export function fileAnswer(mediaType: string, description: string) {
  const bytes = z.custom<Buffer | NodeJS.ReadableStream | string>(() => true).meta({ type: 'string', contentMediaType: mediaType });
  return { description, content: { [mediaType]: { schema: bytes } } };
}

/** The `{ id }` of a route that answers 404 for any id it does not know, a malformed one included (checked by the handler). */
export const lenientIdParams = z.object({ id: z.string().meta({ format: 'uuid' }) });
/** Path ids checked by the handler (a malformed one is a record that does not exist: 404). */
export const lenientParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string().meta({ format: 'uuid' })])) as Record<K, z.ZodString>);
