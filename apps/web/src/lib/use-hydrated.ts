import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server), true once it runs in the browser:
 * for what only the browser knows (localStorage), which the server's HTML cannot show.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * `useForm` options for a form on a prerendered page: its fields take input once the page runs. Text typed earlier
 * would sit in the field but not in the form's values, and the form would answer that the field is required.
 */
export function fieldsWaitForHydration(hydrated: boolean): { enhanceGetInputProps: () => { readOnly?: boolean } } {
  return { enhanceGetInputProps: () => (hydrated ? {} : { readOnly: true }) };
}
