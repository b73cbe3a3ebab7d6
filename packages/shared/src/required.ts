/**
 * The guard for a value the code knows is there (a row just inserted, a map entry just set, a match in a
 * list it built): returns it, or throws a plain error naming what was missing. Used instead of `value!`.
 */
export function required<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what} to be present`);
  return value;
}
