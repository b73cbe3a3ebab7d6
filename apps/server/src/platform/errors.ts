import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { fieldErrors } from '@talentmatch/shared/auth-schemas';
import { HTTP_MESSAGES, SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { PROBLEM_TYPES, type Problem } from '@talentmatch/shared/problem';
import { isDatabaseUnavailable } from './db/index.ts';
import type { ErrorReporter } from './error-reporting.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const VALIDATION_DETAIL = 'Some fields are not valid.';
const RATE_LIMIT_DETAIL = 'Too many attempts. Please wait a minute and try again.';
/** Seconds a client is asked to wait while the database is away (a restart takes a few). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error the client is meant to see: rendered as problem details with its status. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers: Record<string, string> = {},
    /** the problem's `type`: `about:blank` unless the web must act on this kind (PROBLEM_TYPES) */
    public type = 'about:blank',
  ) {
    super(detail);
    this.name = new.target.name;
  }
}
export class BadRequestError extends AppError {
  constructor(detail: string, errors?: Record<string, string[]>) {
    super(400, detail, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(detail: string = HTTP_MESSAGES.unauthorized) {
    super(401, detail);
  }
}
export class ForbiddenError extends AppError {
  constructor(detail = 'You do not have permission to do this.') {
    super(403, detail);
  }
}
/** A 403 of a kind the web acts on (PROBLEM_TYPES): the terms page, the verify-your-email banner. */
export class TypedForbiddenError extends ForbiddenError {
  constructor(type: string, detail: string) {
    super(detail);
    this.type = type;
  }
}
export class NotFoundError extends AppError {
  constructor(detail: string = HTTP_MESSAGES.notFound) {
    super(404, detail);
  }
}
export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, detail);
  }
}
/** The login needs a solved captcha (repeated failures on the account): the web shows the widget and retries. */
export class CaptchaRequiredError extends AppError {
  constructor(detail: string) {
    super(400, detail, { captchaToken: [detail] }, {}, PROBLEM_TYPES.captchaRequired);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, detail = RATE_LIMIT_DETAIL) {
    super(429, detail, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

function problem(status: number, detail?: string, errors?: Record<string, string[]>, type = 'about:blank'): Problem {
  const body: Problem = { type, title: TITLES[status] ?? 'Error', status };
  if (detail !== undefined) body.detail = detail;
  if (errors) body.errors = errors;
  return body;
}

export function sendProblem(reply: FastifyReply, status: number, detail?: string, errors?: Record<string, string[]>, type?: string) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send(problem(status, detail, errors, type));
}

/** Parses with a zod schema, throwing a 400 problem with field errors on failure. */
export function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new BadRequestError(VALIDATION_DETAIL, fieldErrors(result.error));
  return result.data;
}

/** Unexpected errors (answered with 500) also go to error reporting when it is on. */
export function registerErrorHandler(app: FastifyInstance, options: { reporter?: ErrorReporter } = {}) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendProblem(reply, error.statusCode, error.detail, error.errors, error.type);
    }
    if (error instanceof ZodError) {
      return sendProblem(reply, 400, VALIDATION_DETAIL, fieldErrors(error));
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return sendProblem(reply, 429, RATE_LIMIT_DETAIL);
    }
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, body too large, unsupported media type): safe to show their text.
      const detail =
        fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large.'
          : fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is not valid JSON.'
            : error.message;
      return sendProblem(reply, status, detail);
    }
    if (isDatabaseUnavailable(error)) {
      // the database is restarting or unreachable: not a bug, the same request may succeed in a moment
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, 503, SESSION_MESSAGES.configFailed);
    }
    request.log.error({ err: error }, 'unhandled error');
    options.reporter?.captureRequestError(error, {
      requestId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: 500,
    });
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again later.');
  });
}
