import {
  CLIENT_CONFIG_DEFAULTS,
  type ClientAppConfig,
  PAGE_CONFIGURATION_ID,
  type PageConfiguration,
  type SiteConfiguration,
} from '@talentmatch/shared/client-config';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { useSyncExternalStore } from 'react';
import { appState } from './app-state.ts';
import { apiRequest } from './http-client.ts';

/** Client configuration and site configuration, loaded once at start-up (§4 start-up order). */
export interface AppConfigState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  clientConfig: ClientAppConfig;
  siteConfiguration: SiteConfiguration;
}

export const DEFAULT_CLIENT_CONFIG: ClientAppConfig = {
  azureAd: { clientId: '', tenantAuthority: '' },
  hotjar: { hotjarId: '', hotjarIsProduction: false },
  maxJobExperiences: CLIENT_CONFIG_DEFAULTS.maxJobExperiences,
  maxEducationExperiences: CLIENT_CONFIG_DEFAULTS.maxEducationExperiences,
  isBeta: false,
  avatarBaseUrl: CLIENT_CONFIG_DEFAULTS.avatarBaseUrl,
  captcha: { provider: 'altcha', siteKey: '', scriptUrl: '/altcha.js', challengeUrl: '/api/auth/captcha/challenge' },
  errorReporting: { dsn: '' },
};

export const DEFAULT_SITE_CONFIGURATION: SiteConfiguration = {
  siteName: 'TalentMatch',
  contactPhone: '',
  contactEmail: '',
  termsText: '',
  termsVersion: 0,
  maintenanceMessage: '',
  registrationOpen: { candidate: true, employer: true },
  uploadLimits: { resumeBytes: 0, photoBytes: 0, attachmentBytes: 0 },
  trialDays: 0,
  staleUserDays: 0,
  maxJobExperiences: CLIENT_CONFIG_DEFAULTS.maxJobExperiences,
  maxEducationExperiences: CLIENT_CONFIG_DEFAULTS.maxEducationExperiences,
  isBeta: false,
  azureAd: { clientId: '', tenantAuthority: '' },
  directorySignUp: false,
  hotjar: { hotjarId: '', hotjarIsProduction: false },
  adsTagId: '',
  timeZone: 'UTC',
  publicBoard: true,
};

let state: AppConfigState = {
  status: 'idle',
  clientConfig: DEFAULT_CLIENT_CONFIG,
  siteConfiguration: DEFAULT_SITE_CONFIGURATION,
};
const listeners = new Set<() => void>();

function set(patch: Partial<AppConfigState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

// Public configuration: fetched without a session so a stale token never blocks a public page.
function fetchClientConfig(): Promise<ClientAppConfig> {
  return apiRequest<ClientAppConfig>('/api/config/client-app', {
    anonymous: true,
    defaultMessage: SESSION_MESSAGES.configFailed,
  });
}

export function fetchSiteConfiguration(): Promise<SiteConfiguration> {
  return apiRequest<SiteConfiguration>('/api/siteConfiguration', {
    anonymous: true,
    defaultMessage: SESSION_MESSAGES.configFailed,
  });
}

export const appConfigStore = {
  get: (): AppConfigState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setSiteConfiguration(siteConfiguration: SiteConfiguration): void {
    set({ siteConfiguration: { ...DEFAULT_SITE_CONFIGURATION, ...siteConfiguration } });
  },
  /** Start-up: both configurations from the API (a failed one keeps its defaults and shows the error). */
  async initialise(): Promise<AppConfigState> {
    set({ status: 'loading' });
    const [client, site] = await Promise.allSettled([fetchClientConfig(), fetchSiteConfiguration()]);
    const failed = client.status === 'rejected' || site.status === 'rejected';
    if (failed) appState.setError(SESSION_MESSAGES.configFailed);
    set({
      status: failed ? 'failed' : 'ready',
      ...withDefaults(client.status === 'fulfilled' ? client.value : undefined, site.status === 'fulfilled' ? site.value : undefined),
    });
    return state;
  },
  /** Start-up with the configurations the server wrote into the page, or the server's prerender itself. */
  initialiseFrom(config: PageConfiguration): AppConfigState {
    set({ status: 'ready', ...withDefaults(config.clientConfig, config.siteConfiguration) });
    return state;
  },
};

function withDefaults(
  client: ClientAppConfig | undefined,
  site: SiteConfiguration | undefined,
): Pick<AppConfigState, 'clientConfig' | 'siteConfiguration'> {
  return {
    clientConfig: client
      ? {
          ...DEFAULT_CLIENT_CONFIG,
          ...client,
          captcha: { ...DEFAULT_CLIENT_CONFIG.captcha, ...client.captcha },
          hotjar: { ...DEFAULT_CLIENT_CONFIG.hotjar, ...client.hotjar },
          errorReporting: { ...DEFAULT_CLIENT_CONFIG.errorReporting, ...client.errorReporting },
        }
      : DEFAULT_CLIENT_CONFIG,
    siteConfiguration: site ? { ...DEFAULT_SITE_CONFIGURATION, ...site } : DEFAULT_SITE_CONFIGURATION,
  };
}

/** The configurations the server wrote into the page (the server's prerender.ts), or null for the plain index.html. */
export function readPageConfiguration(): PageConfiguration | null {
  const text = document.getElementById(PAGE_CONFIGURATION_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function useAppConfig(): AppConfigState {
  return useSyncExternalStore(appConfigStore.subscribe, appConfigStore.get, appConfigStore.get);
}
