import type { RouteAccess } from '../lib/guard-rules.ts';
import type { RouteMatch } from '../lib/route-matches.tsx';

/** Route metadata: the page title (document title and breadcrumb), its one-line description, access rule, breadcrumb parents. */
export interface RouteHandle {
  title?: string;
  /** the line under the page's heading: PageHeader draws it, before the page's code has loaded too (page-placeholder.tsx) */
  description?: string;
  /** a breadcrumb for a parent route (an area) and where it links */
  crumb?: { label: string; to: string };
  /** an intermediate breadcrumb for a nested page, e.g. Email Templates › Edit Email Template */
  parent?: { label: string; to: string };
  access?: RouteAccess;
  /** the server prerenders the page (entry-server.tsx): only a page that looks the same for every signed-out visitor */
  prerender?: boolean;
}

function handleOf(match: RouteMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The deepest route's access rule wins (an area child may widen or narrow its area's roles). */
export function accessOf(matches: RouteMatch[]): RouteAccess | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const access = handleOf(matches[i]).access;
    if (access) return access;
  }
  return undefined;
}

export function titleOf(matches: RouteMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = handleOf(matches[i]).title;
    if (title) return title;
  }
  return undefined;
}

/** "Log in · TalentMatch"; the site name alone where the page has no title. */
export function documentTitle(matches: RouteMatch[], siteName: string): string {
  const title = titleOf(matches);
  const site = siteName || 'TalentMatch';
  return title ? `${title} · ${site}` : site;
}

export interface Crumb {
  label: string;
  to?: string;
}

export function breadcrumbsOf(matches: RouteMatch[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = handleOf(match);
    if (handle.crumb) crumbs.push({ label: handle.crumb.label, to: handle.crumb.to });
    if (handle.parent) crumbs.push({ label: handle.parent.label, to: handle.parent.to });
  }
  const title = titleOf(matches);
  if (title && crumbs[crumbs.length - 1]?.label !== title) crumbs.push({ label: title });
  return crumbs;
}
