import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page loaded on its first visit, so each feature's screens ship as their own chunk and a visitor
 * of the login page does not download the admin area. The layouts show a loader meanwhile.
 */
// biome-ignore lint/suspicious/noExplicitAny: a lazy page takes whatever props its component declares
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
