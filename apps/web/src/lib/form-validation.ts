/** The part of a zod schema this needs (the shared schemas are zod; the web app does not depend on zod). */
interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Turns a shared zod schema into a Mantine form `validate` function (first message per field). */
export function validateWith<T>(schema: SafeParser) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/**
 * A shared schema loaded on first use, for the public forms: zod and the schemas stay out of the page's first
 * load (the public pages' script budget) and arrive when the visitor starts filling the form (`preload` on the form's
 * first input) or, at the latest, on submit. The messages are the schema's own, so they are the same as with a
 * schema imported up front; the server validates with the same schema in any case.
 */
export function lazySchema(load: () => Promise<SafeParser>) {
  let schema: SafeParser | undefined;
  let loading: Promise<unknown> | undefined;
  let waiting = false;
  const preload = (): Promise<unknown> => {
    loading ??= load().then(
      (loaded) => {
        schema = loaded;
      },
      // a chunk that cannot load (network, an old tab after a deploy): the form submits and the server's
      // answer (the same schema) shows the field errors; the next submit tries the import again
      () => {
        loading = undefined;
      },
    );
    return loading;
  };
  return {
    preload: (): void => void preload(),
    /** the schema's first message per field; no errors before the schema has arrived (see submitWhenReady) */
    validate<T>(values: T): Record<string, string> {
      return schema ? validateWith<T>(schema)(values) : {};
    },
    /** Wraps a form's submit handler: the first submit waits for the schema (once), later ones run at once. */
    submitWhenReady<E extends { preventDefault(): void }>(submit: (event?: E) => void): (event: E) => void {
      return (event) => {
        if (schema) {
          submit(event);
          return;
        }
        event.preventDefault();
        if (waiting) return;
        waiting = true;
        void preload().finally(() => {
          waiting = false;
          submit();
        });
      };
    },
  };
}

/** The fields a form showed of one answer's field errors (runAction leaves them out of the banner). */
const shownByForm = new WeakMap<Record<string, string[]>, Set<string>>();

/**
 * Server field errors (problem `errors`) in the shape Mantine's form.setErrors takes. Notes which fields the form
 * shows, so the banner of `runAction` does not say the same thing a second time.
 */
export function toFormErrors(fieldErrors: Record<string, string[]>, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (fields.includes(field)) out[field] = [...new Set(messages)].join(' ');
  }
  const shown = shownByForm.get(fieldErrors) ?? new Set<string>();
  for (const field of Object.keys(out)) shown.add(field);
  shownByForm.set(fieldErrors, shown);
  return out;
}

/** The field errors no form field shows (see `toFormErrors`). */
export function errorsNotShown(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const shown = shownByForm.get(fieldErrors);
  return shown ? Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => !shown.has(field))) : fieldErrors;
}
