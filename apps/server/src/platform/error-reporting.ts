import type { ErrorEvent, EventHint, NodeOptions } from '@sentry/node';
import { ERROR_REPORTING_ENVIRONMENT, IGNORED_ERRORS, TRACES_SAMPLE_RATE } from '@talentmatch/shared/error-reporting';
import { isDatabaseError, redactUrl, scrubQuotedValue, scrubSql } from './observability.ts';

/**
 * Error reporting to Sentry (docs/external-services.md). Off without SENTRY_DSN: the SDK is not even loaded.
 * What leaves the process: the error (type, scrubbed message, stack), the request id, method, route pattern and
 * status; never a body, a header, a query string, a token or the user.
 */
export interface ErrorReporter {
  /** an unexpected error answered with a 5xx */
  captureRequestError(error: unknown, request: RequestFacts): void;
  /** an error nothing caught (`uncaughtException`, `unhandledRejection`) */
  captureFatal(error: unknown, kind: FatalKind): void;
  /** waits until what was captured has been sent (or the time is up) */
  flush(timeoutMs: number): Promise<boolean>;
}

interface RequestFacts {
  requestId: string;
  method: string;
  /** the route pattern (`/api/jobs/:id`), never the URL with its ids and query */
  route: string;
  status: number;
}

type FatalKind = 'uncaughtException' | 'unhandledRejection';

/** The event as it may leave the process: no request, user, breadcrumbs or extra data; messages scrubbed like log lines. */
function scrubServerEvent(event: ErrorEvent, hint?: EventHint): ErrorEvent {
  const fromDatabase = isDatabaseError(hint?.originalException);
  const clean = (text: string) => {
    const scrubbed = scrubSql(text) ?? '';
    return fromDatabase ? scrubQuotedValue(scrubbed) : scrubbed;
  };
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.message) event.message = clean(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = clean(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.transaction) event.transaction = redactUrl(event.transaction);
  return event;
}

/** Every category of collected data off; the error, its stack and our tags are what is sent. */
const NO_DATA_COLLECTION: NonNullable<NodeOptions['dataCollection']> = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  genAI: { inputs: false, outputs: false },
};

let started: { dsn: string; reporter: ErrorReporter } | undefined;

/** Starts the SDK once per process (tests build several apps); a second call with the same DSN reuses it. */
export async function startErrorReporting(options: { dsn?: string; release: string }): Promise<ErrorReporter | undefined> {
  const dsn = options.dsn;
  if (!dsn) return undefined;
  if (started?.dsn === dsn) return started.reporter;
  const Sentry = await import('@sentry/node');
  // no default integrations: nothing reads requests, consoles or local variables, and nothing installs process handlers
  // (installProcessErrorReporting does, so the process still exits as Node would)
  Sentry.initWithoutDefaultIntegrations({
    dsn,
    environment: ERROR_REPORTING_ENVIRONMENT,
    release: `talentmatch-server@${options.release}`,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // collect nothing about the request or its user (the SDK's defaults collect headers, bodies and query strings)
    dataCollection: NO_DATA_COLLECTION,
    ignoreErrors: [...IGNORED_ERRORS],
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
    ],
    beforeBreadcrumb: () => null,
    beforeSend: (event, hint) => scrubServerEvent(event, hint),
  });
  const reporter: ErrorReporter = {
    captureRequestError(error, request) {
      Sentry.captureException(error, {
        tags: { requestId: request.requestId, method: request.method, route: request.route, status: String(request.status) },
      });
    },
    captureFatal(error, kind) {
      Sentry.captureException(error, { level: 'fatal', tags: { mechanism: kind } });
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
  started = { dsn, reporter };
  return reporter;
}

/**
 * Reports what nothing caught, then ends the process as Node would (exit code 1) once the report is sent or
 * two seconds have passed. main.ts installs it only when error reporting is on.
 */
export function installProcessErrorReporting(reporter: ErrorReporter, log: { fatal(obj: object, msg: string): void }): void {
  let exiting = false;
  const fatal = (kind: FatalKind) => (error: unknown) => {
    log.fatal({ err: error }, kind);
    reporter.captureFatal(error, kind);
    if (exiting) return;
    exiting = true;
    void reporter.flush(2000).finally(() => process.exit(1));
  };
  process.on('uncaughtException', fatal('uncaughtException'));
  process.on('unhandledRejection', fatal('unhandledRejection'));
}
