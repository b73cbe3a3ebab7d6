import type { PageConfiguration } from '@talentmatch/shared/client-config';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './app/providers.tsx';
import { documentTitle } from './app/route-handle.ts';
import { AppRouter } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { appConfigStore } from './lib/app-config-store.ts';
import { matchesOf } from './lib/route-matches.tsx';

/**
 * The server's prerender of the public pages a visitor opens first (docs/prerendering.md): their HTML arrives with
 * the document, so the text paints before any script has run, and the browser hydrates it (main.tsx).
 */

/** Pages with one rendering for every signed-out visitor at the current configuration. */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/login', '/register', '/employer-landing', '/forgot-password'];

export interface PrerenderedPage {
  /** the markup of #root */
  html: string;
  /** the document title the page sets once it runs */
  title: string;
}

/**
 * The static renderer waits for every lazily loaded module, then writes the page whole: with the default progressive
 * chunk size React would send a large Suspense boundary (the page under the layout) apart, with an inline script to
 * put it in place, which the content security policy refuses.
 */
export async function renderPage(path: string, config: PageConfiguration): Promise<PrerenderedPage> {
  appConfigStore.initialiseFrom(config);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <AppRouter location={path} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script')) throw new Error(`The prerender of ${path} needs an inline script; it is served without one.`);
  return { html, title: documentTitle(matchesOf(routes, path), config.siteConfiguration.siteName) };
}
