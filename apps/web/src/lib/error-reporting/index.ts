/**
 * Error reporting in the browser (Sentry), on only when the client config carries a DSN. Reporting errors is a
 * necessary service; session replay is added only after consent to analytics. The SDK is loaded with a dynamic
 * import so the initial bundle stays lean.
 */
let sdk: Promise<typeof import('./sentry-browser.ts') | undefined> = Promise.resolve(undefined);
let started = false;
let replayWanted = false;

export function startErrorReporting(dsn: string): void {
  if (started || !dsn.trim()) return;
  started = true;
  sdk = import('./sentry-browser.ts')
    .then((module) => {
      module.startSentry(dsn.trim());
      return module;
    })
    .catch(() => undefined);
}

/** Reports an error something caught (the route error page); a no-op while error reporting is off. */
export function reportError(error: unknown, source = 'error-boundary'): void {
  void sdk.then((module) => module?.captureError(error, source));
}

/** Adds or stops session replay as the visitor's analytics consent says. */
export function setReplayEnabled(enabled: boolean): void {
  if (!started || enabled === replayWanted) return;
  replayWanted = enabled;
  void sdk.then(async (module) => {
    if (!module) return;
    const replay = await import('./sentry-replay.ts');
    if (enabled) replay.startReplay();
    else await replay.stopReplay();
  });
}
