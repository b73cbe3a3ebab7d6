import { appState } from './app-state.ts';
import { ApiError, errorMessage } from './http-client.ts';

export interface ActionOptions {
  /** the message to show instead of the error's own */
  messageFor?: (error: unknown) => string;
  /** receives the API's field errors (400 `errors`) to show next to the fields */
  onFieldErrors?: (fieldErrors: Record<string, string[]>) => void;
  /** what to show when the action succeeds */
  info?: string;
  /** the action creates something: sets the shared "created" flag on success, which the next page reads (CreatedNotice) */
  created?: boolean;
  /** false for a failure the page itself explains in place (then the top banner would say it twice) */
  banner?: (error: unknown) => boolean;
}

/**
 * Runs a user action the way the specification wants (§4): clears the messages, sets the busy
 * flag, shows the error banner on failure (which scrolls to the top), clears busy at the end.
 */
export async function runAction<T>(
  action: () => Promise<T>,
  options: ActionOptions = {},
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  appState.clearMessages();
  appState.setCreated(false);
  appState.setBusy(true);
  try {
    const value = await action();
    if (options.info) appState.setInfo(options.info);
    if (options.created) appState.setCreated(true);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      options.onFieldErrors?.(error.fieldErrors);
    }
    if (options.banner?.(error) !== false) appState.setError(options.messageFor ? options.messageFor(error) : errorMessage(error));
    return { ok: false, error };
  } finally {
    appState.setBusy(false);
  }
}
