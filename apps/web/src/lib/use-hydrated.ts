import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's render and in the browser's first render (React hydrates a prerendered page with it, so
 * both agree), true right after: for what only the browser knows (localStorage), which the server's HTML cannot
 * show. The switch is a transition, rendered in slices like the hydration itself: a synchronous one would re-render
 * whole forms in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * `useForm` options for a form on a prerendered page: its fields take input once the page runs. Text typed earlier
 * would sit in the field but not in the form's values, and the form would answer that the field is required.
 */
export function fieldsWaitForHydration(hydrated: boolean): { enhanceGetInputProps: () => { readOnly?: boolean } } {
  return { enhanceGetInputProps: () => (hydrated ? {} : { readOnly: true }) };
}
