import { type ComponentProps, type ComponentType, createElement, type LazyExoticComponent, lazy, type ReactElement } from 'react';
import { lazyPage } from './lazy-page.ts';

// Pages load on first visit (one chunk per page module); see lazy-page.ts. The logged-in shell (menus,
// breadcrumbs, banners) and the login form too, so the public pages' first load carries neither. A page of the
// signed-in area comes through the area's chunk, which holds the shell (signed-in-area.ts).
const signedInArea = () => import('./signed-in-area.ts');
export const AuthorizedLayout = lazyPage(signedInArea, 'AuthorizedLayout');

// biome-ignore lint/suspicious/noExplicitAny: a page takes whatever props its component declares
type AnyPage = ComponentType<any>;
const signedInPages = new Map<string, LazyExoticComponent<AnyPage>>();

/**
 * The element of a signed-in page, named by its file: `'jobs/admin-job-page'` is the `AdminJobPage` export of
 * `features/jobs/pages/admin-job-page.tsx`; `'jobs/job-form-page#JobCreatePage'` names another export. The page loads
 * through the area's chunk after its layout (signed-in-area.ts); app/pages.test.ts checks that every name resolves.
 */
export function page(name: string, props?: ComponentProps<AnyPage>): ReactElement {
  let component = signedInPages.get(name);
  if (!component) {
    component = lazy(async () => ({ default: await (await signedInArea()).loadPage(name) }));
    signedInPages.set(name, component);
  }
  return createElement(component, props);
}

/** The page names the route table uses (app/pages.test.ts). */
export const signedInPageNames = () => [...signedInPages.keys()];
