import { appState } from './app-state.ts';
import { errorsNotShown } from './form-validation.ts';
import { ApiError, errorMessage, formatFieldErrors } from './http-client.ts';

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
    let banner = options.messageFor ? options.messageFor(error) : errorMessage(error);
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0 && options.onFieldErrors) {
      options.onFieldErrors(error.fieldErrors);
      // what the form shows by its fields is not said again at the top
      const rest = errorsNotShown(error.fieldErrors);
      if (!options.messageFor && Object.keys(rest).length < Object.keys(error.fieldErrors).length) {
        banner = Object.keys(rest).length > 0 ? `${error.prefix ?? ''}: ${formatFieldErrors(rest)}`.replace(/^: /, '') : '';
      }
    }
    if (banner && options.banner?.(error) !== false) appState.setError(banner);
    return { ok: false, error };
  } finally {
    appState.setBusy(false);
  }
}
