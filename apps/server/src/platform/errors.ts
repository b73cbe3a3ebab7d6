import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { fieldErrors } from '@talentmatch/shared/auth-schemas';
import { HTTP_MESSAGES } from '@talentmatch/shared/messages';
import type { Problem } from '@talentmatch/shared/problem';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const VALIDATION_DETAIL = 'Some fields are not valid.';
export const RATE_LIMIT_DETAIL = 'Too many attempts. Please wait a minute and try again.';

/** An error the client is meant to see: rendered as problem details with its status. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers: Record<string, string> = {},
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
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, detail = RATE_LIMIT_DETAIL) {
    super(429, detail, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export function problem(status: number, detail?: string, errors?: Record<string, string[]>): Problem {
  const body: Problem = { type: 'about:blank', title: TITLES[status] ?? 'Error', status };
  if (detail !== undefined) body.detail = detail;
  if (errors) body.errors = errors;
  return body;
}

export function sendProblem(reply: FastifyReply, status: number, detail?: string, errors?: Record<string, string[]>) {
  return reply.status(status).type('application/problem+json').send(problem(status, detail, errors));
}

/** Parses with a zod schema, throwing a 400 problem with field errors on failure. */
export function parseOrThrow<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new BadRequestError(VALIDATION_DETAIL, fieldErrors(result.error));
  return result.data;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendProblem(reply, error.statusCode, error.detail, error.errors);
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
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again later.');
  });
}
