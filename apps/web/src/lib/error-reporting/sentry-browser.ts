import { browserTracingIntegration, captureException, init } from '@sentry/react';
import { browserInitOptions, scrubBreadcrumb, scrubBrowserEvent } from './settings.ts';

/** Loaded (dynamic import) only when a DSN is configured: the SDK never weighs on a page without it. */
export function startSentry(dsn: string): void {
  init({
    ...browserInitOptions(dsn),
    integrations: [browserTracingIntegration()],
    beforeSend: (event) => scrubBrowserEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
}

export function captureError(error: unknown, source: string): void {
  captureException(error, { tags: { source } });
}
