import { z } from 'zod';

/** `page` of a paged list: a whole number from 1, 1 when absent. */
export const pageParam = () =>
  z.coerce
    .number({ error: 'Page must be a number.' })
    .int('Page must be a whole number.')
    .min(1, 'Page starts at 1.')
    .optional()
    .default(1);

/** `pageSize` of a paged list: a whole number from 1 to `max`, `fallback` when absent. */
export const pageSizeParam = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: 'Page size must be a number.' })
    .int('Page size must be a whole number.')
    .min(1, 'Page size is at least 1.')
    .max(max, `Page size is at most ${max}.`)
    .optional()
    .default(fallback);
