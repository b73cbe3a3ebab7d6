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

/** Server field errors (problem `errors`) in the shape Mantine's form.setErrors takes. */
export function toFormErrors(fieldErrors: Record<string, string[]>, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (fields.includes(field)) out[field] = messages.join(' ');
  }
  return out;
}
