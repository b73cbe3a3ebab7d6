import { z } from 'zod';

/**
 * Free text in request bodies, shared by every form and the API. A module of its own: the schemas of a module are
 * built when it loads, so a page that needs one text rule does not build the candidate profile's schemas too.
 */

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** Free text: trimmed, bounded, and never HTML (text is always rendered as text, but we refuse markup outright). */
export const plainText = (label: string, max: number, options: { required?: boolean } = {}) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !options.required || v.length > 0, { message: `${label} is required.` })
    .refine((v) => !HTML_TAG.test(v), { message: `${label} must not contain HTML.` });

export const optionalText = (label: string, max: number) => plainText(label, max).optional().default('');
