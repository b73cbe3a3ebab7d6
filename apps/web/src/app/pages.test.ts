import { describe, expect, it } from 'vitest';
import { signedInPageNames } from './pages.ts';
import { routes } from './routes.tsx';
import { loadPage, pageModuleOf } from './signed-in-area.ts';

/** Every page module's source, to check the names the route table uses without loading the pages. */
const sources = import.meta.glob<string>('../features/*/pages/*-page.tsx', { query: '?raw', import: 'default', eager: true });

describe('the route table’s signed-in pages', () => {
  it('each name a page module and one of its exports', () => {
    expect(routes.length).toBeGreaterThan(0);
    const names = signedInPageNames();
    expect(names.length).toBeGreaterThan(50);
    const missing = names.filter((name) => {
      const { file, exportName } = pageModuleOf(name);
      return !new RegExp(`export (function|const) ${exportName}\\b`).test(sources[file] ?? '');
    });
    expect(missing).toEqual([]);
  });

  it('load through the area chunk by name, and a wrong name fails loudly', async () => {
    expect(pageModuleOf('jobs/job-form-page#JobCreatePage')).toEqual({
      file: '../features/jobs/pages/job-form-page.tsx',
      exportName: 'JobCreatePage',
    });
    expect(typeof (await loadPage('auth/welcome-page'))).toBe('function');
    await expect(loadPage('auth/no-such-page')).rejects.toThrow('There is no page auth/no-such-page');
  });
});
