/** `fn` without its first parameter, the dependencies `bindDeps` fills. */
type WithoutDeps<D, F> = F extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;

/**
 * A module's functions whose first parameter is the module's dependencies, with those dependencies filled: how a
 * module offers its service once the composition root (`src/modules.ts`) has built it.
 */
export function bindDeps<D, F extends Record<string, (deps: D, ...args: never[]) => unknown>>(
  deps: D,
  fns: F,
): { [K in keyof F]: WithoutDeps<D, F[K]> } {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(fns)) bound[name] = (...args: never[]) => fn(deps, ...args);
  return bound as { [K in keyof F]: WithoutDeps<D, F[K]> };
}
