/**
 * Something a module reads but cannot import: the owner imports the reader, so importing the owner back would make a
 * cycle. The reader keeps a slot; the owner fills it with `provide` when its routes load (docs/architecture.md, rule 2).
 * `get` answers what was provided, or throws a plain error naming the slot and who provides it.
 */
export interface ProviderSlot<T> {
  provide(value: T): void;
  get(): T;
}

/** `name`: what the slot holds ("skill usage"); `provider`: the module that fills it ("candidate-profiles"). */
export function providerSlot<T>(name: string, provider: string): ProviderSlot<T> {
  let filled: { value: T } | null = null;
  return {
    provide(value) {
      filled = { value };
    },
    get() {
      if (!filled) throw new Error(`No ${name}: the ${provider} module provides it when its routes load.`);
      return filled.value;
    },
  };
}
