import type { ComponentType } from 'react';

/**
 * The signed-in area's chunk: its layout and the loaders of its pages. A page of the area is imported from here, after
 * the layout, so the bundler knows what the layout has loaded already and does not split it out of the layout's chunk
 * into small files shared with the page.
 */
export { AuthorizedLayout } from './layouts/authorized-layout.tsx';

// biome-ignore lint/suspicious/noExplicitAny: a page takes whatever props its component declares
type PageModule = Record<string, ComponentType<any>>;
const pageModules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

/** `'jobs/admin-job-page'` → `AdminJobPage` of features/jobs/pages/admin-job-page.tsx; `'…#OtherPage'` names the export. */
export function pageModuleOf(name: string): { file: string; exportName: string } {
  const [path, named] = name.split('#');
  const [feature, file] = path.split('/');
  const exportName = named ?? file.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return { file: `../features/${feature}/pages/${file}.tsx`, exportName };
}

export async function loadPage(name: string): Promise<PageModule[string]> {
  const { file, exportName } = pageModuleOf(name);
  const load = pageModules[file];
  const component = load ? (await load())[exportName] : undefined;
  if (!component) throw new Error(`There is no page ${name} (${file}, export ${exportName}).`);
  return component;
}
