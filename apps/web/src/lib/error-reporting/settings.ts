import {
  ERROR_REPORTING_ENVIRONMENT,
  IGNORED_ERRORS,
  REPLAY_ON_ERROR_SAMPLE_RATE,
  REPLAY_PRIVACY,
  REPLAY_SESSION_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
} from '@talentmatch/shared/error-reporting';

/**
 * The browser's Sentry settings (specification §8, §9), as plain values: sentry-browser.ts hands them to the SDK.
 * The replay sample rates sit in the init options (the SDK reads them there when the replay integration is added
 * after consent); the privacy options go to the replay integration.
 */
export function browserInitOptions(dsn: string) {
  return {
    dsn,
    environment: ERROR_REPORTING_ENVIRONMENT,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    ignoreErrors: [...IGNORED_ERRORS],
  };
}

export function replayOptions() {
  return { ...REPLAY_PRIVACY };
}

/** Query strings carry reset codes, invitation ids and signed links: they never leave the browser. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
}

interface ScrubbableEvent {
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: Record<string, string>; data?: unknown };
  user?: unknown;
}

/** Before an event leaves: the page address without its query, no cookies, headers, body or user. */
export function scrubBrowserEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.request) {
    event.request = event.request.url ? { url: withoutQuery(event.request.url) } : {};
  }
  delete event.user;
  return event;
}

interface ScrubbableBreadcrumb {
  data?: Record<string, unknown>;
}

/** Fetch and navigation breadcrumbs keep their addresses without queries. */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  const data = breadcrumb.data;
  if (data) {
    for (const key of ['url', 'from', 'to']) {
      const value = data[key];
      if (typeof value === 'string') data[key] = withoutQuery(value);
    }
  }
  return breadcrumb;
}
