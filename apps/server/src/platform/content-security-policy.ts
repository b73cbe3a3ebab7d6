/**
 * The content security policy, computed from the configured external services (docs/external-services.md):
 * a service's hosts are allowed only while that service is configured. No inline script ever; Mantine needs
 * inline styles, the captcha's proof of work same-origin workers (/altcha-worker-*.js), Sentry's replay compression
 * a blob: worker, the PDF viewer of message attachments a blob: frame, and career-advice videos the YouTube
 * (no-cookie) and Vimeo players.
 */

/** What the browser may load from outside our origin. */
export interface ExternalServices {
  /** Sentry ingest origin from the browser DSN (`https://o1.ingest.sentry.io`); undefined when error reporting is off */
  errorReportingIngest?: string;
  /** Hotjar heatmap configured (an id and production recording on) */
  heatmap: boolean;
  /** Google tag (ads) configured */
  adsTag: boolean;
  /** the sign-in directory's origin (`https://login.microsoftonline.com`) while directory login is configured */
  signInOrigin?: string;
}

export type Directives = Record<string, string[]>;

export const NO_EXTERNAL_SERVICES: ExternalServices = { heatmap: false, adsTag: false };

const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // career-advice videos: the privacy-enhanced YouTube and Vimeo players only (docs/career-advice.md)
  'frame-src': ["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Hotjar's tag, its data and websocket endpoints, its fonts, images and feedback frames. */
const HOTJAR: Directives = {
  'script-src': ['https://*.hotjar.com'],
  'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  'img-src': ['https://*.hotjar.com'],
  'font-src': ['https://*.hotjar.com'],
  'style-src': ['https://*.hotjar.com'],
  'frame-src': ['https://*.hotjar.com'],
};

/** The Google tag (gtag.js) with Google Ads conversion measurement and remarketing. */
const GOOGLE_TAG: Directives = {
  'script-src': [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.googleadservices.com',
    'https://pagead2.googlesyndication.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': [
    'https://www.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.googleadservices.com',
    'https://pagead2.googlesyndication.com',
  ],
  'frame-src': ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net', 'https://www.googletagmanager.com'],
};

function merge(into: Directives, extra: Directives): void {
  for (const [name, sources] of Object.entries(extra)) {
    const list = into[name] ?? [];
    for (const source of sources) if (!list.includes(source)) list.push(source);
    into[name] = list;
  }
}

/** The policy's directives for these services (a fresh object each call). */
export function contentSecurityDirectives(services: ExternalServices): Directives {
  const directives: Directives = Object.fromEntries(Object.entries(BASE).map(([name, sources]) => [name, [...sources]]));
  // error events and replay segments go to the ingest with fetch; the replay worker is a blob: (already allowed)
  if (services.errorReportingIngest) merge(directives, { 'connect-src': [services.errorReportingIngest] });
  if (services.heatmap) merge(directives, HOTJAR);
  if (services.adsTag) merge(directives, GOOGLE_TAG);
  // MSAL reads the directory's metadata, redeems the code and may renew in a hidden frame
  if (services.signInOrigin) merge(directives, { 'connect-src': [services.signInOrigin], 'frame-src': [services.signInOrigin] });
  return directives;
}

/** The Content-Security-Policy header value for these services. */
export function buildContentSecurityPolicy(services: ExternalServices): string {
  return Object.entries(contentSecurityDirectives(services))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
