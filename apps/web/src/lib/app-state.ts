import { useSyncExternalStore } from 'react';

/** The shared app state of the specification (§3): error and info messages, busy and created flags. */
export interface AppState {
  error: string | null;
  info: string | null;
  busy: boolean;
  created: boolean;
}

const initial: AppState = { error: null, info: null, busy: false, created: false };
let state: AppState = initial;
const listeners = new Set<() => void>();

function update(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const appState = {
  get: (): AppState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Setting an error scrolls the page to the top so the banner is seen (§4). */
  setError(message: string | null): void {
    update({ error: message, info: message ? null : state.info });
    if (message && typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' });
  },
  setInfo(message: string | null): void {
    update({ info: message });
  },
  setBusy(busy: boolean): void {
    update({ busy });
  },
  setCreated(created: boolean): void {
    update({ created });
  },
  /** Clears both messages, e.g. when an action starts. */
  clearMessages(): void {
    update({ error: null, info: null });
  },
  reset(): void {
    state = initial;
    for (const listener of listeners) listener();
  },
};

export function useAppState(): AppState {
  return useSyncExternalStore(appState.subscribe, appState.get, appState.get);
}
