import type { TokenPair } from '@talentmatch/shared/access-token';
import { HTTP_MESSAGES, REFRESH_WAIT, SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { PROBLEM_TYPES, type Problem } from '@talentmatch/shared/problem';
import { paths, TERMS_EXEMPT_PATHS } from '../config/paths.ts';
import { appState } from './app-state.ts';
import { loginPathWithRedirect, navigateTo } from './navigation.ts';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  isRefreshInProgress,
  isTokenExpired,
  setRefreshInProgress,
  storeTokens,
} from './token-store.ts';

/**
 * The one HTTP client of the web app: bearer token, token refresh, and the mapping of failures to
 * the specification's message catalogue (§8), word for word.
 */

export type ApiErrorKind = 'network' | 'cancelled' | 'no-response' | 'http' | 'session';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly problem: Problem | undefined;
  /** field → messages from the problem's `errors` (400), for showing next to form fields */
  readonly fieldErrors: Record<string, string[]>;
  /** a 400's caller-supplied prefix (§8), for a message built from the field errors a form did not show */
  readonly prefix: string | undefined;

  constructor(
    message: string,
    kind: ApiErrorKind,
    init: { status?: number; problem?: Problem; fieldErrors?: Record<string, string[]>; prefix?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = init.status;
    this.problem = init.problem;
    this.fieldErrors = init.fieldErrors ?? {};
    this.prefix = init.prefix;
  }
}

const DEFAULT_ERROR_MESSAGE = 'An error occurred while processing your request. Please try again.';
const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData (multipart) */
  body?: unknown;
  signal?: AbortSignal;
  /** 400 answers: this prefix followed by the server's field errors or body */
  errorPrefix?: string;
  /** any other failure: logged to the console, this message is returned */
  defaultMessage?: string;
  /** no bearer token and no refresh (login, refresh itself, public configuration) */
  anonymous?: boolean;
  timeoutMs?: number;
  /** 'blob': resolve with the body's bytes (protected files) instead of parsed JSON */
  responseType?: 'json' | 'blob';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let refreshPromise: Promise<void> | null = null;

/** Clears the session, shows the message and sends the user to login with a redirect back. */
function endSession(message: string): ApiError {
  const target = loginPathWithRedirect();
  clearTokens();
  appState.setError(message);
  navigateTo(target);
  return new ApiError(message, 'session');
}

/** Waits while another tab (or an earlier page) refreshes: 10 polls, 3 s apart, then gives up. */
async function waitForRefreshInProgress(): Promise<void> {
  if (refreshPromise) {
    await refreshPromise;
    return;
  }
  if (!isRefreshInProgress()) return;
  for (let poll = 0; poll < REFRESH_WAIT.polls; poll += 1) {
    await sleep(REFRESH_WAIT.intervalMs);
    if (!isRefreshInProgress()) return;
  }
  // A flag left behind by a closed tab would block every later page load too.
  setRefreshInProgress(false);
  appState.setError(SESSION_MESSAGES.refreshStuck);
  throw new ApiError(SESSION_MESSAGES.refreshStuck, 'session');
}

async function performRefresh(): Promise<void> {
  setRefreshInProgress(true);
  try {
    let response: Response;
    try {
      response = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ accessToken: getAccessToken() ?? '', refreshToken: getRefreshToken() ?? '' }),
      });
    } catch {
      throw endSession(SESSION_MESSAGES.refreshError);
    }
    if (response.status === 401 || response.status === 422) throw endSession(SESSION_MESSAGES.expired);
    if (!response.ok) throw endSession(SESSION_MESSAGES.refreshError);
    let pair: TokenPair;
    try {
      pair = (await response.json()) as TokenPair;
    } catch {
      throw endSession(SESSION_MESSAGES.refreshError);
    }
    if (!pair?.token || !pair.refreshToken) throw endSession(SESSION_MESSAGES.refreshError);
    storeTokens(pair);
  } finally {
    setRefreshInProgress(false);
  }
}

/** One refresh at a time: concurrent callers share the same promise. */
export function refreshSession(): Promise<void> {
  refreshPromise ??= performRefresh().finally(() => {
    refreshPromise = null;
  });
  return refreshPromise;
}

/**
 * The access token to send: waits for a refresh in progress, refreshes an expired (missing,
 * undecodable, past-exp) token when a refresh token exists; null for an anonymous visitor.
 */
export async function getFreshAccessToken(): Promise<string | null> {
  await waitForRefreshInProgress();
  const access = getAccessToken();
  if (!isTokenExpired(access)) return access;
  if (!getRefreshToken()) return null;
  await refreshSession();
  return getAccessToken();
}

/**
 * The server's field errors as one line, each message once. The messages name their field in product language
 * ("The resume must be a PDF…"), so no field name goes in front of them (the problem+json keeps naming the field).
 */
export function formatFieldErrors(errors: Record<string, string[] | string>): string {
  const messages = Object.values(errors).flatMap((m) => (Array.isArray(m) ? m : [m]));
  return [...new Set(messages)].join(' ');
}

function asProblem(body: unknown): Problem | undefined {
  if (body && typeof body === 'object' && 'status' in body) return body as Problem;
  return undefined;
}

async function errorFromResponse(response: Response, options: RequestOptions): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const problem = asProblem(parsed);
  const status = response.status;
  const fieldErrors = problem?.errors ?? {};
  const init = { status, problem, fieldErrors };
  if (status === 403 && problem?.type === PROBLEM_TYPES.termsNotAccepted) {
    goToTerms();
    return new ApiError(problem.detail ?? options.defaultMessage ?? DEFAULT_ERROR_MESSAGE, 'http', init);
  }
  switch (status) {
    case 404:
      // A missing or foreign record carries the server's product-language reason; only an unknown call
      // gets the catalogue's "The requested endpoint does not exist."
      return new ApiError(problem?.detail || HTTP_MESSAGES.notFound, 'http', init);
    case 401:
      return new ApiError(HTTP_MESSAGES.unauthorized, 'http', init);
    case 405:
      return new ApiError(HTTP_MESSAGES.methodNotAllowed, 'http', init);
    case 502:
    case 503:
    case 504:
      return new ApiError(HTTP_MESSAGES.noResponse, 'no-response', init);
    case 400: {
      const prefix = (options.errorPrefix ?? options.defaultMessage ?? DEFAULT_ERROR_MESSAGE).replace(/[.\s:]+$/, '');
      const errors = problem?.errors && Object.keys(problem.errors).length > 0 ? problem.errors : undefined;
      const rest = errors ? formatFieldErrors(errors) : problem ? (problem.detail ?? problem.title) : text;
      return new ApiError(rest ? `${prefix}: ${rest}` : prefix, 'http', { ...init, prefix });
    }
    default:
      console.error(`Request ${options.method ?? 'GET'} ${response.url} failed with status ${status}`, parsed ?? text);
      return new ApiError(options.defaultMessage ?? DEFAULT_ERROR_MESSAGE, 'http', init);
  }
}

/**
 * The server refused because the current terms are not accepted (a new version, or a token whose flag is stale):
 * to /termsofuse with a way back, except on the pages the specification exempts (§4), where the call just fails.
 */
function goToTerms(): void {
  const { pathname, search } = window.location;
  if (TERMS_EXEMPT_PATHS.includes(pathname.replace(/(.)\/+$/, '$1'))) return;
  navigateTo(`${paths.termsOfUse}?redirect=${encodeURIComponent(pathname + search)}`);
}

function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException && error.name === 'AbortError') || (error instanceof Error && error.name === 'AbortError');
}

/** Sends a request to the API and resolves with the parsed JSON (undefined for an empty body). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!options.anonymous) {
    const token = await getFreshAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (options.signal?.aborted) throw new ApiError(HTTP_MESSAGES.cancelled, 'cancelled');
  let body: BodyInit | undefined;
  if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new ApiError(HTTP_MESSAGES.noResponse, 'no-response');
    if (isAbortError(error)) throw new ApiError(HTTP_MESSAGES.cancelled, 'cancelled');
    throw new ApiError(HTTP_MESSAGES.network, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (!response.ok) throw await errorFromResponse(response, options);
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Answers whose problem `detail` tells the user what to do differently (a duplicate, a limit, a wait). */
const STATUSES_WITH_USEFUL_DETAIL = new Set([403, 409, 413, 429]);

/** The message to show for any failure of `apiRequest`: the catalogue's, plus the server's reason where it helps. */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof ApiError) {
    const detail = error.problem?.detail;
    if (error.status && STATUSES_WITH_USEFUL_DETAIL.has(error.status) && detail) return `${error.message} ${detail}`;
    return error.message;
  }
  console.error(error);
  return fallback;
}
