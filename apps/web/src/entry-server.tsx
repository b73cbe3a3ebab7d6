import type { PageConfiguration } from '@talentmatch/shared/client-config';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type RouteObject, StaticRouter } from 'react-router';
import { SignedInShell } from './app/layouts/signed-in-shell.tsx';
import { AppProviders } from './app/providers.tsx';
import { documentTitle, type RouteHandle, titleOf } from './app/route-handle.ts';
import { AppRouter } from './app/router.tsx';
import { NOT_FOUND_ROUTE_ID, routes, SIGNED_IN_ROUTE_ID } from './app/routes.tsx';
import { appConfigStore } from './lib/app-config-store.ts';
import { MatchedRoutes, matchesOf } from './lib/route-matches.tsx';
import { dropPublicPage, seedPublicPage } from './lib/public-page-data.ts';

/**
 * The server's prerender of the pages a visitor opens first (docs/prerendering.md): their HTML arrives with the
 * document, so the text paints before any script has run. A public page is rendered whole and the browser hydrates
 * it (main.tsx). A signed-in page is the signed-in shell with the page's heading: the server does not know the user,
 * so the browser draws the page itself in its place.
 */

/** The paths of the routes marked `prerender` (pages with one rendering for every signed-out visitor). */
function prerenderedPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = (route.handle as RouteHandle | undefined)?.prerender ? [path] : [];
    return [...own, ...prerenderedPaths(route.children ?? [], path)];
  });
}

export const PRERENDERED_PATHS: readonly string[] = prerenderedPaths(routes);

export interface PrerenderedPage {
  /** the markup of #root */
  html: string;
  /** the document title the page sets once it runs */
  title: string;
}

/** The matches of a signed-in page with a title, which its shell is drawn from; null for any other address. */
function signedInMatches(path: string) {
  const matches = matchesOf(routes, path);
  return matches.some((match) => match.id === SIGNED_IN_ROUTE_ID) && titleOf(matches) ? matches : null;
}

/**
 * Which prerendered document `path` is served as, or null for the plain index.html: a public page is its own (not
 * with a query, which may change what it shows); every address of one signed-in route shares its shell (the shell
 * shows the route's title and description, never the address's values).
 */
export function variantOf(path: string, hasQuery: boolean): string | null {
  if (PRERENDERED_PATHS.includes(path)) return hasQuery ? null : path;
  const matches = signedInMatches(path);
  return matches ? `signed-in ${matches[matches.length - 1].id}` : null;
}

/** Whether the app has no page at `path` (only the catch-all matches): the server answers such an address with 404. */
export function isUnknownPath(path: string): boolean {
  return matchesOf(routes, path).at(-1)?.id === NOT_FOUND_ROUTE_ID;
}

/**
 * The static renderer waits for every lazily loaded module, then writes the page whole: with the default progressive
 * chunk size React would send a large Suspense boundary (the page under the layout) apart, with an inline script to
 * put it in place, which the content security policy refuses.
 */
export async function renderPage(path: string, config: PageConfiguration): Promise<PrerenderedPage> {
  return renderStatic(path, config, pageAt(path));
}

async function renderStatic(path: string, config: PageConfiguration, page: ReactNode): Promise<PrerenderedPage> {
  appConfigStore.initialiseFrom(config);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>{page}</AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (html.includes('<script')) throw new Error(`The prerender of ${path} needs an inline script; it is served without one.`);
  return { html, title: documentTitle(matchesOf(routes, path), config.siteConfiguration.siteName) };
}

/**
 * A public page drawn from data the server loaded (a job, a careers page, the public search: docs/public-pages.md):
 * rendered with that data in the page's query, which the server also writes into the document for the browser.
 */
export async function renderDataPage(path: string, config: PageConfiguration, data: unknown): Promise<PrerenderedPage> {
  seedPublicPage(path, data);
  try {
    return await renderStatic(path, config, <AppRouter location={path} />);
  } finally {
    dropPublicPage(path);
  }
}

function pageAt(path: string) {
  if (PRERENDERED_PATHS.includes(path)) return <AppRouter location={path} />;
  if (!signedInMatches(path)) throw new Error(`The server prerenders no page at ${path}.`);
  return (
    <StaticRouter location={path}>
      <MatchedRoutes routes={routes} path={path}>
        <SignedInShell />
      </MatchedRoutes>
    </StaticRouter>
  );
}
