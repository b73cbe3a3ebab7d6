import { useSyncExternalStore } from 'react';

/** The visitor's choice, remembered per browser (localStorage). Necessary services need no choice. */
export interface ConsentChoice {
  /** session replay and the heatmap */
  analytics: boolean;
  /** the ads tag */
  advertising: boolean;
  /** ISO time of the choice */
  decidedAt: string;
}

export interface ConsentState {
  /** null until the visitor chose (the banner shows) */
  choice: ConsentChoice | null;
  /** the Privacy settings dialog is open */
  settingsOpen: boolean;
}

export const CONSENT_STORAGE_KEY = 'talentmatch.consent';
const VERSION = 1;

function readStored(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentChoice> & { version?: number };
    if (value.version !== VERSION || typeof value.analytics !== 'boolean' || typeof value.advertising !== 'boolean') return null;
    return { analytics: value.analytics, advertising: value.advertising, decidedAt: String(value.decidedAt ?? '') };
  } catch {
    return null;
  }
}

let state: ConsentState = { choice: readStored(), settingsOpen: false };
const listeners = new Set<() => void>();

function set(patch: Partial<ConsentState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const consentStore = {
  get: (): ConsentState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Saves the choice (and closes the dialog). */
  decide(categories: { analytics: boolean; advertising: boolean }): void {
    const choice: ConsentChoice = { ...categories, decidedAt: new Date().toISOString() };
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: VERSION, ...choice }));
    } catch {
      /* storage full or blocked: the choice holds for this page */
    }
    set({ choice, settingsOpen: false });
  },
  acceptAll(): void {
    consentStore.decide({ analytics: true, advertising: true });
  },
  rejectAll(): void {
    consentStore.decide({ analytics: false, advertising: false });
  },
  openSettings(): void {
    set({ settingsOpen: true });
  },
  closeSettings(): void {
    set({ settingsOpen: false });
  },
  /** tests: forget the choice and read localStorage again */
  reloadForTests(): void {
    state = { choice: readStored(), settingsOpen: false };
  },
};

export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get);
}
