import { z } from 'zod';

/** A uuid in a path, query or body; anything else is a 400 with `message` (in product words, naming the thing). */
const uuidField = (message = 'Not a valid id.') => z.string().uuid(message);

/** The `{ id }` path parameter every `…/:id` route takes. */
export const uuidParams = (message = 'Not a valid id.') => z.object({ id: uuidField(message) });
