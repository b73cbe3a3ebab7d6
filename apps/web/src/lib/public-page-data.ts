import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * A public page drawn from data (a job, a careers page, the public search: docs/public-pages.md) comes with what the
 * server loaded, in a JSON data block: the page's query is filled from it, so the hydrating browser renders exactly
 * what the server rendered, without asking the API again.
 */

/** The id of the data block (the server writes it, platform/prerender.ts). */
const PUBLIC_PAGE_DATA_ID = 'public-page-data';

/** Fills the query of the public page at `path` (pathname and search, as the address reads). */
export function seedPublicPage(path: string, data: unknown): void {
  queryClient.setQueryData(queryKeys.publicPage(path), data);
}

/** Forgets it again (the server's render is done). */
export function dropPublicPage(path: string): void {
  queryClient.removeQueries({ queryKey: queryKeys.publicPage(path), exact: true });
}

/** The data block of the document, into the query cache, when the page has one. */
export function seedPublicPageFromDocument(): void {
  const text = document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const block = JSON.parse(text) as { path: string; data: unknown };
    seedPublicPage(block.path, block.data);
  } catch {
    // an unreadable block: the page asks the API
  }
}
