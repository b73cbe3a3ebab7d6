/** `%`, `_` and `\` typed by a user match themselves in a `like` / `ilike` pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
