import type { AcquisitionFields } from '@talentmatch/shared/reports';

/**
 * First-party acquisition data, no cookies: on the first landing on a public page of a browser
 * session, the UTM fields and the referring host are kept in sessionStorage until registration sends
 * them. Nothing else about the visitor is read or kept.
 */
const STORAGE_KEY = 'talentmatch.acquisition';

export interface Landing {
  page: string;
  source?: string;
  medium?: string;
  campaign?: string;
  referrerHost?: string;
}

const clean = (value: string | null) => {
  const v = value?.trim().slice(0, 100);
  return v ? v : undefined;
};

/** The landing as seen from a URL and a referrer; a referrer on our own host is no referrer. */
export function landingFrom(url: URL, referrer: string): Landing {
  let referrerHost: string | undefined;
  try {
    const host = referrer ? new URL(referrer).hostname : '';
    referrerHost = host && host !== url.hostname ? host : undefined;
  } catch {
    referrerHost = undefined;
  }
  return {
    page: url.pathname.slice(0, 200) || '/',
    source: clean(url.searchParams.get('utm_source')),
    medium: clean(url.searchParams.get('utm_medium')),
    campaign: clean(url.searchParams.get('utm_campaign')),
    referrerHost,
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the landing when it is the session's first; answers it then (to report one visit), else null. */
export function captureLanding(url: URL, referrer: string): Landing | null {
  const store = storage();
  if (!store || store.getItem(STORAGE_KEY) !== null) return null;
  const landing = landingFrom(url, referrer);
  store.setItem(STORAGE_KEY, JSON.stringify(landing));
  return landing;
}

/** What registration sends: the kept UTM fields and referring host, or nothing. */
export function keptAcquisition(): Partial<AcquisitionFields> | undefined {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const { source, medium, campaign, referrerHost } = JSON.parse(raw) as Landing;
    return { source, medium, campaign, referrerHost };
  } catch {
    return undefined;
  }
}
