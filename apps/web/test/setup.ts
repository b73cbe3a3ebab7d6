import { configure } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetApi, server } from './api.ts';

// findBy… and waitFor wait up to 10 s, not Testing Library's 1 s: with the suite's files running side by side on two
// cores, a page's first draw after its answers can take longer. A test still has 20 s in all (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Every request meets the shared handlers of test/api.ts; one they do not know fails the test that made it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetApi());
afterAll(() => server.close());

// jsdom lacks the layout APIs Mantine reads; minimal stand-ins for component tests.
// (A test that runs in Node, `@vitest-environment node`, has no window and needs none.)
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.scrollTo = () => {};
  // a combobox scrolls its selected option into view
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  // the autosizing Textarea listens for web fonts loading
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
  }
}
